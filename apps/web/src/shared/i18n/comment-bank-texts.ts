import { commentBankUz } from './comment-bank-uz';
import { addUzbekSection } from './section-texts';

// The comment bank's and the grading desk's Uzbek texts: teachers' grading screens only.
addUzbekSection('commentBank', commentBankUz);
