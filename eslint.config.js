import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * One config per directory of each client feature: a feature imports no other feature, page or
 * server code. Its relative imports stay inside it (anything shared comes through an alias:
 * `@/components`, `@/lib`, `@shared`), so `../<sibling>/x` is caught at any depth; the depth is why
 * each directory needs its own pattern.
 */
function featureBoundaries(root) {
  return fs.readdirSync(root).flatMap((feature) => {
    const base = path.join(root, feature);
    const nested = fs
      .readdirSync(base, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.relative(base, path.join(entry.parentPath, entry.name)));
    return ['', ...nested].map((dir) => {
      const depth = dir === '' ? 0 : dir.split(path.sep).length;
      return {
        files: [path.posix.join(base, ...dir.split(path.sep), '*')],
        rules: {
          'no-restricted-imports': [
            'error',
            {
              patterns: [
                {
                  group: ['@/features/*', `!@/features/${feature}`, '@/pages/*', '**/server/**'],
                  message:
                    'A feature must not import another feature, a page or server code: move shared code to components/ or lib/.',
                },
                {
                  regex: `^(\\./)?(\\.\\./){${depth + 1}}`,
                  message:
                    'A relative path may not leave its feature (it could reach a sibling): import components/, lib/ and shared/ through @/ and @shared/.',
                },
              ],
            },
          ],
        },
      };
    });
  });
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'migrations', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Client features never import each other (see DESIGN): shared pieces live in components/ or lib/.
              group: ['../../features/*', '../features/*'],
              message:
                'Features must not import each other; move shared code to components/ or lib/.',
            },
            { group: ['**/server/**'], message: 'The client must not import server code.' },
          ],
        },
      ],
    },
  },
  {
    // Routes answer through respond() or the schedule-read cache, which type the body by its
    // response schema: a bare res.json() would send a shape no schema describes.
    files: ['server/features/**/*.ts'],
    ignores: ['server/features/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='json'][callee.object.name='res']",
          message: 'Answer with respond(res, schema, body) so the body is typed by its schema.',
        },
        {
          selector:
            "CallExpression[callee.property.name='json'][callee.object.callee.property.name='status']",
          message:
            'Answer with respond(res, schema, body, status) so the body is typed by its schema.',
        },
      ],
    },
  },
  {
    // Cache keys come from lib/query-keys.ts, so one file shows what is cached and what an
    // invalidation reaches; a key written in place could miss a refresh or collide with another.
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/lib/query-keys.ts', 'client/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "Property[key.name='queryKey'] > ArrayExpression, Property[key.name='queryKey'] > TSAsExpression > ArrayExpression",
          message: 'Take the key from a factory in client/src/lib/query-keys.ts.',
        },
        {
          selector:
            'VariableDeclarator[id.name=/_KEY$|Keys$/] > :matches(ArrayExpression, ObjectExpression), VariableDeclarator[id.name=/_KEY$|Keys$/] > TSAsExpression > ArrayExpression',
          message: 'Define cache keys in client/src/lib/query-keys.ts.',
        },
      ],
    },
  },
  {
    // Response schemas derived from tables pull Drizzle: the client takes only their types.
    files: ['client/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@shared/validators/*-responses', '@shared/validators/users'],
              allowTypeImports: true,
              message: 'Import response schemas with `import type`: their values pull Drizzle.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      // Server code must never reach the browser bundle.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**'], message: 'The client must not import server code.' },
          ],
        },
      ],
    },
  },
  // Layering (DESIGN): components/ and lib/ never import features or pages; a feature never
  // imports another feature; pages compose features.
  {
    files: ['client/src/components/**', 'client/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/pages/*'],
              message: 'Shared code must not import features or pages.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries('client/src/features'),
);
