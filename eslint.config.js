import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import reactRefresh from "eslint-plugin-react-refresh";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["dist", "dist-ssr", "node_modules", "test-results", "playwright-report", "reports"] },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [
      js.configs.recommended,
      ...tseslint.configs.recommended,
      reactHooks.configs.flat["recommended-latest"],
      reactRefresh.configs.vite,
      jsxA11y.flatConfigs.recommended,
    ],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "no-console": ["error", { allow: ["warn", "error"] }],
      // A bare `name` is the browser's window.name: the site's name is siteConfig.name.
      "no-restricted-globals": ["error", "name"],
    },
  },
  {
    // The words: French typography puts a non-breaking space before ? ! : ; and inside « ».
    files: ["src/content/**"],
    rules: { "no-irregular-whitespace": ["error", { skipStrings: true, skipTemplates: true }] },
  },
  {
    // The page modules export one component each; routes and the toast share hooks with JSX.
    files: [
      "src/routes.tsx",
      "src/components/ui/toast.tsx",
      "src/components/ui/idle-toaster.tsx",
      "src/lib/lazy-page.tsx",
      "src/components/contact/contact-form.tsx",
      "tests/**",
    ],
    rules: { "react-refresh/only-export-components": "off" },
  },
  {
    files: [
      "scripts/**/*.{js,mjs}",
      "*.config.{js,ts}",
      "tests/e2e/**",
      "tests/hosting/**",
      "tests/engines/**",
      "tests/html/**",
    ],
    languageOptions: { globals: globals.node },
    rules: { "no-console": "off" },
  },
  {
    // Playwright fixtures call a function named `use`; it is not React's hook.
    files: ["tests/e2e/**", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["scripts/**/*.{js,mjs}"],
    extends: [js.configs.recommended],
  },
);
