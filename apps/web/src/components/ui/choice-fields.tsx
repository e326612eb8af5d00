// A select and a textarea wrapped like TextField: label, hint, message (field.tsx makes all three).
export { SelectField, TextAreaField } from './field.tsx';
