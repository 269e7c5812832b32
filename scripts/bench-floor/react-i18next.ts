import i18next from 'i18next';
import en from '../../runtime/platform/i18n/locales/en.json';
import { mountReady } from './mount-ready';

const instance = i18next.createInstance();
void instance.init({ lng: 'en', fallbackLng: 'en', initAsync: false, resources: { en: { translation: { ...en } } }, interpolation: { escapeValue: false } });
mountReady(() => instance.t('card.number.label'));
