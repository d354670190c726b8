import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** The charts library (about a fifth of the teacher dashboard's script) in a chunk of its own. */
export default BarChart;
