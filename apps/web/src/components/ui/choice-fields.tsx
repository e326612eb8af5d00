// SelectField and TextAreaField are made in field.tsx, with TextField (one wrappedControl each).
export { SelectField, TextAreaField } from './field.tsx';
