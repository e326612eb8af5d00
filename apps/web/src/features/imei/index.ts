export { StolenPhoneForm } from './stolen-phone-form.tsx';
