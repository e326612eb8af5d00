// EmptyState lives with PageHeading (page-text.tsx), one module for the words a page shows.
export { EmptyState } from './page-text.tsx';
