// The report's texts (locales/*/admin.json), loaded with the report's lazy module rather than with
// the worker: the routes add them to i18next as the `admin` namespace once the module is loaded.
import en from '../../../locales/en/admin.json';
import es from '../../../locales/es/admin.json';
import pt from '../../../locales/pt/admin.json';

export const ADMIN_NAMESPACE = 'admin';
export const ADMIN_TEXTS = { pt, en, es } as const;
