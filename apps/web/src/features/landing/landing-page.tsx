import {
  IconBook,
  IconBrandTelegram,
  IconChartBar,
  IconDeviceMobile,
  IconMail,
  IconRobot,
  IconStar,
  IconUser,
  IconVideo,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/shared/config/paths';
import { MAIN_CONTENT_ID, SkipLink } from '@/shared/ui/skip-link';
import { PlainLanguageSwitch } from '@/shared/ui/plain-language-switch';
import classes from './landing.module.css';

const FEATURES = [
  { icon: IconBook, key: 'f1' },
  { icon: IconStar, key: 'f2' },
  { icon: IconVideo, key: 'f3' },
  { icon: IconRobot, key: 'f4' },
  { icon: IconChartBar, key: 'f5' },
  { icon: IconDeviceMobile, key: 'f6' },
] as const;

/** The figures of the About section (SPEC §1: fixed). */
const LANDING_STATS = { lessons: 25, teachers: 8, students: 150, videos: 45 } as const;

/** Addresses and names, the same in every language (not catalogue text). */
const CONTACT_EMAIL = 'info@sinfxona.uz';
const DEVELOPER_EMAIL = 'dev@sinfxona.uz';
const TELEGRAM = { name: 'Telegram', handle: '@sinfxona', url: 'https://t.me/sinfxona' } as const;

/**
 * The public landing page (SPEC §1): features, about with the fixed figures, contact. Plain
 * markup and its own CSS, no UI kit: it is rendered into the HTML at build time and is the one
 * page a phone on mobile data must show at once.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const stats = [
    { value: LANDING_STATS.lessons, label: t('landing.statLessons') },
    { value: LANDING_STATS.teachers, label: t('landing.statTeachers') },
    { value: LANDING_STATS.students, label: t('landing.statStudents') },
    { value: LANDING_STATS.videos, label: t('landing.statVideos') },
  ];
  const login = paths.login.getHref();
  const register = paths.register.getHref();
  return (
    <div className={classes.page}>
      <SkipLink label={t('landing.skipToContent')} />
      <header className={classes.header}>
        <div className={`${classes.container} ${classes.bar}`}>
          <span className={classes.brand}>{t('landing.appName')}</span>
          <nav className={classes.nav} aria-label={t('landing.sections')}>
            <a href="#features">{t('landing.featuresTitle')}</a>
            <a href="#about">{t('landing.aboutTitle')}</a>
            <a href="#contact">{t('landing.contactTitle')}</a>
          </nav>
          <div className={classes.barEnd}>
            <PlainLanguageSwitch />
            <a href={login} className={`${classes.button} ${classes.subtle} ${classes.wideOnly}`}>
              {t('landing.login')}
            </a>
          </div>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <section className={classes.hero}>
          <div className={classes.container}>
            <h1 className={classes.heroTitle}>{t('landing.heroTitle')}</h1>
            <p className={classes.heroText}>{t('landing.heroText')}</p>
            <div className={classes.actions}>
              <a href={register} className={`${classes.button} ${classes.primary}`}>
                {t('landing.register')}
              </a>
              <a href={login} className={`${classes.button} ${classes.outline}`}>
                {t('landing.login')}
              </a>
            </div>
          </div>
        </section>

        <section id="features" className={classes.section}>
          <div className={classes.container}>
            <h2 className={classes.center}>{t('landing.featuresTitle')}</h2>
            <p className={`${classes.center} ${classes.dimmed}`}>{t('landing.featuresText')}</p>
            <ul className={`${classes.grid} ${classes.grid3}`}>
              {FEATURES.map(({ icon: Icon, key }) => (
                <li key={key} className={classes.card}>
                  <span className={classes.icon} aria-hidden>
                    <Icon size={24} />
                  </span>
                  <h3>{t(`landing.${key}Title`)}</h3>
                  <p className={classes.dimmed}>{t(`landing.${key}Text`)}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="about" className={`${classes.section} ${classes.about}`}>
          <div className={`${classes.container} ${classes.split}`}>
            <div>
              <h2>{t('landing.aboutTitle')}</h2>
              <p className={classes.lead}>{t('landing.aboutText')}</p>
            </div>
            <dl className={classes.stats}>
              {stats.map((stat) => (
                <div key={stat.label} className={classes.stat}>
                  <dt className={classes.dimmed}>{stat.label}</dt>
                  <dd>{stat.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </section>

        <section id="contact" className={classes.section}>
          <div className={classes.container}>
            <h2>{t('landing.contactTitle')}</h2>
            <p className={classes.dimmed}>{t('landing.contactText')}</p>
            <ul className={`${classes.grid} ${classes.grid3}`}>
              <li className={classes.card}>
                <h3 className={classes.contactTitle}>
                  <IconMail size={20} aria-hidden /> {t('landing.contactEmail')}
                </h3>
                <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
              </li>
              <li className={classes.card}>
                <h3 className={classes.contactTitle}>
                  <IconUser size={20} aria-hidden /> {t('landing.contactDeveloper')}
                </h3>
                <p>{t('landing.developerName')}</p>
                <a href={`mailto:${DEVELOPER_EMAIL}`}>{DEVELOPER_EMAIL}</a>
              </li>
              <li className={classes.card}>
                <h3 className={classes.contactTitle}>
                  <IconBrandTelegram size={20} aria-hidden /> {TELEGRAM.name}
                </h3>
                <a href={TELEGRAM.url} target="_blank" rel="noreferrer">
                  {TELEGRAM.handle}
                </a>
              </li>
            </ul>
          </div>
        </section>
      </main>

      <footer className={classes.footer}>
        <div className={`${classes.container} ${classes.bar}`}>
          <p className={classes.dimmed}>
            © {new Date().getFullYear()} {t('landing.appName')}. {t('landing.rights')}
          </p>
          <div className={classes.footerLinks}>
            <a href={login}>{t('landing.login')}</a>
            <a href={register}>{t('landing.register')}</a>
          </div>
        </div>
      </footer>
    </div>
  );
}
