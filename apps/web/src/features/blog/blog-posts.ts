/** A block of an answer: a paragraph, a bulleted list, a code sample or a comparison table. */
export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: { term?: string; text: string }[] }
  | { kind: 'code'; label: string; code: string }
  | { kind: 'table'; caption: string; head: string[]; rows: string[][] };

export interface BlogPost {
  /** Anchor of the post on /blog. */
  id: string;
  question: string;
  /** One sentence under the question, and in the list of questions. */
  summary: string;
  blocks: Block[];
}

/** The blog's four questions and answers (spec section 2), in our own words. */
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'state-management',
    question: 'What are the different ways to manage state in a React application?',
    summary: 'Keep each piece of state as close as possible to where it is used.',
    blocks: [
      {
        kind: 'p',
        text: 'State is any value that changes while the app runs and that the screen depends on. React offers several places to keep it, and most apps use a few of them side by side. The useful question is not "which library?" but "who needs this value, and where does it come from?"',
      },
      {
        kind: 'list',
        items: [
          {
            term: 'Local state',
            text: 'useState or useReducer inside one component: whether a menu is open, what is typed in a field. It is the simplest option and should be the default.',
          },
          {
            term: 'Lifted state',
            text: 'When two siblings need the same value, move it to their closest common parent and pass it down as props.',
          },
          {
            term: 'Context',
            text: 'For values many components read but that change rarely, like the signed-in user or the theme. Every consumer re-renders when the value changes, so it is a poor fit for fast-changing data.',
          },
          {
            term: 'Server state',
            text: 'Data fetched from an API is a copy of something the server owns. Libraries such as TanStack Query or SWR cache it, refetch it when it goes stale and share it between components. Resale Zone loads its phone lists this way.',
          },
          {
            term: 'URL state',
            text: 'Filters, the current page or a selected tab belong in the address, so that a link or the back button brings the visitor to the same view.',
          },
          {
            term: 'Global stores',
            text: 'Redux Toolkit, Zustand or Jotai hold client state that many distant parts of the app change, with tools to trace every update.',
          },
        ],
      },
      {
        kind: 'p',
        text: 'Start local and move state outward only when a real need appears. Most "global state" turns out to be server data, which a data-fetching library handles better than a hand-written store.',
      },
    ],
  },
  {
    id: 'prototypal-inheritance',
    question: 'How does prototypal inheritance work?',
    summary: 'Objects delegate missing properties to another object, their prototype.',
    blocks: [
      {
        kind: 'p',
        text: 'In JavaScript, every object carries a hidden link to another object, its prototype (or to null). When you read a property that the object does not have itself, the engine follows that link and looks there, then on the prototype’s prototype, and so on until it finds the property or reaches the end of the chain. Objects do not copy behaviour from a class: they delegate to other objects.',
      },
      {
        kind: 'code',
        label: 'An object delegating to its prototype',
        code: `const phone = {
  describe() {
    return \`\${this.brand} \${this.model}\`;
  },
};

const pixel = Object.create(phone); // pixel's prototype is phone
pixel.brand = 'Google';
pixel.model = 'Pixel 8';

pixel.describe(); // 'Google Pixel 8', found on phone
Object.hasOwn(pixel, 'describe'); // false
Object.getPrototypeOf(pixel) === phone; // true`,
      },
      {
        kind: 'p',
        text: 'Writing a property always creates it on the object itself, shadowing any property of the same name further up the chain. That is why methods placed on a shared prototype exist once in memory however many objects use them.',
      },
      {
        kind: 'p',
        text: 'Constructor functions and the class keyword build on the same mechanism: new creates an object whose prototype is the constructor’s prototype property, and extends links one prototype to another. Classes are a clearer syntax, not a different model. Two habits help: inspect chains with Object.getPrototypeOf rather than the old __proto__ accessor, and never add methods to built-in prototypes such as Array.prototype, since every array in the page would see them.',
      },
    ],
  },
  {
    id: 'unit-tests',
    question: 'What is a unit test? Why should we write unit tests?',
    summary: 'Small, fast, automatic checks that one piece of code does what it promises.',
    blocks: [
      {
        kind: 'p',
        text: 'A unit test runs one small piece of code, such as a function or a component, with known input and checks the result automatically. It usually follows three steps: arrange the input, act by calling the code, and assert what should have happened. Because each test covers a single piece, hundreds of them run in a few seconds.',
      },
      {
        kind: 'code',
        label: 'A unit test with Vitest',
        code: `import { expect, test } from 'vitest';
import { formatDollars } from './money';

test('shows whole dollars with cents and a thousands separator', () => {
  expect(formatDollars(1234.5)).toBe('$1,234.50');
});`,
      },
      {
        kind: 'list',
        items: [
          {
            term: 'They catch regressions',
            text: 'A change that breaks existing behaviour fails a test within seconds, long before a customer notices.',
          },
          {
            term: 'They make change safe',
            text: 'With good tests you can restructure code and know immediately whether it still works.',
          },
          {
            term: 'They document behaviour',
            text: 'A test named after what the code should do is an example that can never go out of date.',
          },
          {
            term: 'They improve design',
            text: 'Code that is hard to test is often doing too much or depends on too much; the test points that out early.',
          },
        ],
      },
      {
        kind: 'p',
        text: 'Test what the code does, not how it does it, so that tests survive refactoring. Unit tests do not replace integration and end-to-end tests, which check that the pieces work together; a healthy project has all three, with many fast unit tests at the base.',
      },
    ],
  },
  {
    id: 'react-angular-vue',
    question: 'React vs. Angular vs. Vue?',
    summary: 'Three capable tools with different amounts of structure built in.',
    blocks: [
      {
        kind: 'p',
        text: 'All three build fast, component-based user interfaces, and each powers large production apps. They differ mostly in how much they decide for you.',
      },
      {
        kind: 'list',
        items: [
          {
            term: 'React',
            text: 'A library for rendering UI with components written in JSX. Routing, data fetching and forms come from the ecosystem, so you assemble your own stack. Very flexible, with the largest community, but every team has to make more choices.',
          },
          {
            term: 'Angular',
            text: 'A complete framework, TypeScript first, with routing, forms, an HTTP client, dependency injection and a CLI included. Its strong conventions suit large teams and long-lived enterprise apps; the learning curve is the steepest of the three.',
          },
          {
            term: 'Vue',
            text: 'A progressive framework: HTML-like templates in single-file components and a fine-grained reactivity system, with an official router and store (Pinia). It is the gentlest to learn and scales from a widget on one page to a full app.',
          },
        ],
      },
      {
        kind: 'table',
        caption: 'React, Angular and Vue side by side',
        head: ['', 'React', 'Angular', 'Vue'],
        rows: [
          ['Kind', 'UI library', 'Full framework', 'Progressive framework'],
          ['Templates', 'JSX', 'HTML templates', 'HTML templates (or JSX)'],
          [
            'Built in',
            'Rendering and hooks',
            'Router, forms, HTTP, DI',
            'Reactivity; official router and store',
          ],
          ['Learning curve', 'Moderate', 'Steep', 'Gentle'],
          [
            'Shines in',
            'Custom stacks, huge ecosystem',
            'Large teams, enterprise apps',
            'Fast starts, incremental adoption',
          ],
        ],
      },
      {
        kind: 'p',
        text: 'There is no single winner. Pick the one your team knows or wants to learn, and the one whose level of structure matches your project. Resale Zone uses React with a small set of well-known libraries.',
      },
    ],
  },
];
