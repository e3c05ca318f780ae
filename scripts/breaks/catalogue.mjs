// The catalogue of deliberate breaks run by scripts/breaks.mjs: realistic regressions, each one
// edit to one file, with the suites meant to catch it. `find` must occur exactly once in `file`
// (the runner refuses to run otherwise, naming the break), so a catalogue the code has moved
// away from fails loudly instead of testing nothing.
//
// Each suite selection is kept narrow (one file, a title filter) so a break costs about a
// minute. Selections:
//   { suite: "unit", files, grep? }                Vitest (jsdom) on these files
//   { suite: "e2e", files, grep?, project? }       Playwright on a fresh build; both projects
//                                                  unless `project` names one
//   { suite: "hosting", files, grep? }             the hosting suite's files (every host starts)
//   { suite: "engines", engine, grep }             one engine's journeys whose full name matches
//   { suite: "html" }                              the Nu HTML Checker over a fresh build
//
// Titles in `grep` are regular expressions over a test's full name (describe blocks and title);
// the e2e and engines suites are reorganised from time to time, so keep them short and update
// them here when a control run reports that a selection no longer finds its tests.

/** The areas of the issue the catalogue covers, in table order. */
export const AREAS = [
  "spec",
  "spoken",
  "languages",
  "portal",
  "loading",
  "game start",
  "ready signal",
  "offline",
  "deploys",
  "trusted types",
  "bench",
  "ten languages",
  "twenty languages",
  "structure",
  "hosting",
  "engines",
  "html",
];

const unit = (file) => ({ suite: "unit", files: [`tests/unit/${file}`] });
const e2e = (file, grep, project = "desktop") => ({
  suite: "e2e",
  files: [`tests/e2e/${file}`],
  grep,
  project,
});
const hosting = (file) => ({ suite: "hosting", files: [`tests/hosting/${file}`] });

export const BREAKS = [
  // ---------------------------------------------------------------- spec behaviour
  {
    name: "game overlay hides after twice the 1.5 s time-out",
    area: "spec",
    file: "src/features/game/use-game-loader.ts",
    find: "if (!loaded && elapsed < GAME_OVERLAY_TIMEOUT_MS) return",
    replace: "if (!loaded && elapsed < GAME_OVERLAY_TIMEOUT_MS * 2) return",
    suites: [
      unit("features/game/game-frame.test.tsx"),
      e2e(
        "game-frame.spec.ts",
        "Tidy Time frame host never answers the overlay hides after exactly",
      ),
    ],
  },
  {
    name: "game overlay time-out constant drifts from the spec's 1.5 s to 3 s",
    area: "spec",
    file: "src/lib/constants.ts",
    find: "export const GAME_OVERLAY_TIMEOUT_MS = 1500;",
    replace: "export const GAME_OVERLAY_TIMEOUT_MS = 3000;",
    suites: [unit("spec-values.test.ts")],
  },
  {
    name: "game overlay ignores the frame's load and waits out the time-out",
    area: "spec",
    file: "src/features/game/inline-starter.ts",
    find: 'frame.addEventListener("load", () => {',
    replace: 'frame.addEventListener("loadend", () => {',
    suites: [
      unit("features/game/game-frame.test.tsx"),
      e2e("game-frame.spec.ts", "Tidy Time frame host answers after the page is ready"),
    ],
  },
  {
    name: "an open accordion item can no longer be closed (collapsible dropped)",
    area: "spec",
    file: "src/components/ui/accordion.tsx",
    find: '        type="single"\n        collapsible\n',
    replace: '        type="single"\n',
    suites: [
      unit("sections/accordions.test.tsx"),
      e2e("accordion.spec.ts", "opens one item at a time and closes the open one"),
    ],
  },
  {
    name: 'toast title loses the spec\'s wording ("Message sent")',
    area: "spec",
    file: "src/content/en/contact.ts",
    find: 'title: "Message Sent!",',
    replace: 'title: "Message sent",',
    suites: [unit("pages/contact-page.test.tsx")],
  },
  {
    name: "contact form confirms after a hard-coded 1000 ms instead of 1500 ms",
    area: "spec",
    file: "src/hooks/use-contact-form.ts",
    find: "}, CONTACT_SEND_DELAY_MS);",
    replace: "}, 1000);",
    suites: [
      unit("pages/contact-page.test.tsx"),
      e2e("contact.spec.ts", "then confirms and clears the form"),
    ],
  },
  {
    name: "contact form keeps the fields filled after sending",
    area: "spec",
    file: "src/hooks/use-contact-form.ts",
    find: "      setValues(EMPTY);\n",
    replace: "",
    suites: [
      unit("pages/contact-page.test.tsx"),
      e2e("contact.spec.ts", "then confirms and clears the form"),
    ],
  },
  {
    name: "not-found page no longer logs the missing path",
    area: "spec",
    file: "src/pages/not-found-page.tsx",
    find: '    console.warn(`404: no page at "${pathname}"`);\n',
    replace: "",
    suites: [unit("pages/not-found-page.test.tsx"), e2e("not-found.spec.ts", "logs the path once")],
  },
  {
    name: "mobile menu stays open after one of its links is followed",
    area: "spec",
    file: "src/components/layout/site-header.tsx",
    find: "                    end\n                    onClick={closeMenu}\n",
    replace: "                    end\n",
    suites: [
      unit("layout/site-header.test.tsx"),
      e2e("navigation.spec.ts", "closes on navigation without losing focus", "mobile"),
    ],
  },
  {
    name: "mobile menu closed by a link drops focus to the page's body",
    area: "spec",
    file: "src/components/layout/site-header.tsx",
    find: "    setMenuOpen(false);\n    toggleRef.current?.focus();\n  };",
    replace: "    setMenuOpen(false);\n  };",
    suites: [
      unit("layout/site-header.test.tsx"),
      e2e("navigation.spec.ts", "closes when the current page's link is chosen", "mobile"),
    ],
  },
  {
    name: "skip link stays visually hidden when focused",
    area: "spec",
    file: "src/components/layout/site-layout.tsx",
    find: "focus:not-sr-only ",
    replace: "",
    suites: [e2e("a11y.spec.ts", "first Tab stop skips to the main content")],
  },

  // ---------------------------------------------------------------- spoken output
  {
    name: "FAQ questions no longer say whether they are expanded (aria-expanded dropped)",
    area: "spoken",
    file: "src/components/ui/accordion.tsx",
    find: "          {...props}\n        >\n          {children}",
    replace:
      "          {...props}\n          aria-expanded={undefined}\n        >\n          {children}",
    suites: [unit("spoken/forms.test.tsx")],
  },
  {
    name: "the menu toggle loses its label",
    area: "spoken",
    file: "src/components/layout/site-header.tsx",
    find: "          aria-label={menuOpen ? words.closeMenu : words.openMenu}\n",
    replace: "",
    suites: [unit("spoken/pages.test.tsx"), unit("spoken/controls.test.tsx")],
  },
  {
    name: "confirmations interrupt again (the toast made assertive)",
    area: "spoken",
    file: "src/components/ui/toast.tsx",
    find: 'type="background"',
    replace: 'type="foreground"',
    suites: [unit("spoken/forms.test.tsx"), unit("spoken/controls.test.tsx")],
  },
  {
    name: "the game frame loses its title",
    area: "spoken",
    file: "src/features/game/game-frame.tsx",
    find: "              data-frame-title={title}\n",
    replace: "",
    suites: [unit("spoken/pages.test.tsx")],
  },

  // ---------------------------------------------------------------- languages
  {
    name: "a string left out of one language (Spanish FAQ page's box title)",
    area: "languages",
    file: "src/content/es/faq.ts",
    find: '    title: "¿Aún tienes alguna pregunta?",\n',
    replace: "",
    // The type check (npm test's first step, and the build's) refuses it too.
    suites: [unit("content/translations.test.ts")],
  },
  {
    name: "a left margin where the start margin belongs breaks the Arabic layout",
    area: "languages",
    file: "src/components/sections/home/guide-section.tsx",
    find: "list-decimal space-y-2 ps-6",
    replace: "list-decimal space-y-2 pl-6",
    suites: [
      unit("styles/logical-properties.test.ts"),
      e2e("languages.spec.ts", "Arabic reads right to left"),
    ],
  },
  {
    name: "an hreflang set that is not reciprocal (a page leaves itself out)",
    area: "languages",
    file: "src/components/layout/seo.tsx",
    find: '[...LANGUAGES, "x-default" as const]',
    replace: '[...LANGUAGES.filter((other) => other !== language), "x-default" as const]',
    suites: [unit("seo/languages.test.ts")],
  },

  // ---------------------------------------------------------------- portal features
  {
    name: "theater view ignores Escape (listens for the old key name Esc)",
    area: "portal",
    file: "src/features/game/use-game-fullscreen.ts",
    find: 'event.key === "Escape" && mode === "theater"',
    replace: 'event.key === "Esc" && mode === "theater"',
    suites: [
      unit("features/game/game-view.test.tsx"),
      e2e("game-fullscreen.spec.ts", "Tidy Time: theater view .*Escape closes it"),
      { suite: "engines", engine: "firefox", grep: "desktop .*home: without element fullscreen" },
    ],
  },
  {
    name: "theater view leaves the page behind it reachable (not inert)",
    area: "portal",
    file: "src/features/game/use-game-fullscreen.ts",
    find: "const restoreInert = inertOutside(element);",
    replace: "const restoreInert = () => {};",
    suites: [
      unit("features/game/game-view.test.tsx"),
      e2e("game-fullscreen.spec.ts", "Tidy Time: theater view .*Escape closes it"),
    ],
  },
  {
    name: "closing the game view leaves focus nowhere instead of on its button",
    area: "portal",
    file: "src/features/game/use-game-fullscreen.ts",
    find: "      button?.focus({ preventScroll: true });\n",
    replace: "",
    suites: [
      unit("features/game/game-view.test.tsx"),
      e2e("game-fullscreen.spec.ts", "Tidy Time: theater view .*Enter on Close closes it"),
    ],
  },
  {
    name: "opening a FAQ question pushes a history entry instead of rewriting the address",
    area: "portal",
    file: "src/hooks/use-addressed-item.ts",
    find: 'window.history.replaceState(window.history.state, "", url);',
    replace: 'window.history.pushState(window.history.state, "", url);',
    suites: [
      unit("pages/faq-page.test.tsx"),
      e2e("faq-address.spec.ts", "puts its address in the URL in place"),
    ],
  },
  {
    name: "a link's page code is no longer fetched when the pointer rests on it",
    area: "portal",
    file: "src/lib/page-prefetch.ts",
    find: "return { onPointerEnter: prefetch, onTouchStart: prefetch, onFocus: prefetch };",
    replace: "return { onTouchStart: prefetch, onFocus: prefetch };",
    suites: [e2e("prefetch.spec.ts", "when the pointer rests on its link")],
  },
  {
    name: "with JavaScript off the game sections show no link to play on the host",
    area: "portal",
    file: "src/styles/globals.css",
    find: "@custom-variant no-scripts {\n  @media (scripting: none) {\n    @slot;\n  }\n",
    replace: "@custom-variant no-scripts {\n",
    suites: [e2e("game-no-js.spec.ts", "Tidy Time with JavaScript off")],
  },

  // ---------------------------------------------------------------- loading
  {
    name: "clicks made before hydration are held but never replayed",
    area: "loading",
    file: "src/start-client.tsx",
    find: "  onHydrated(replayEarlyInput);\n",
    replace: "",
    suites: [
      e2e("early-input.spec.ts", "clicked as soon as they show take effect", "mobile"),
      e2e("game-fullscreen.spec.ts", "Tidy Time: before the page is interactive a click"),
    ],
  },
  {
    name: "boot script requests the page's modules before first paint",
    area: "loading",
    file: "src/boot/boot-script.ts",
    find: "  parsed.then(() => afterFirstPaint(load));\n",
    replace: "  load();\n",
    suites: [unit("boot/boot-script.test.ts")],
  },
  {
    name: "a long page's footer stays left out after hydration, on its stand-in height",
    area: "loading",
    file: "src/styles/globals.css",
    find: "  :root:not([data-hydrated]) & {\n",
    replace: "  & {\n",
    suites: [e2e("layout.spec.ts", "long page's footer keeps its links", "mobile")],
  },

  // ---------------------------------------------------------------- ten languages
  {
    name: "the language suggestion rendered in the prerendered HTML",
    area: "ten languages",
    file: "src/features/languages/language-suggestion.tsx",
    find: "  if (!offer || !page) return null;\n",
    replace: '  if (!offer || !page) return <div role="status" data-language-suggestion="" />;\n',
    suites: [unit("seo/languages.test.ts")],
  },
  {
    name: "the language suggestion moving focus (its close button takes it)",
    area: "ten languages",
    file: "src/features/languages/language-suggestion.tsx",
    find: "            onClick={close}\n",
    replace: "            onClick={close}\n            autoFocus\n",
    suites: [e2e("language-suggestion.spec.ts", "is offered the Spanish page on an English one")],
  },
  {
    name: "a Turkish i uppercased without the language (the notice loses its lang)",
    area: "ten languages",
    file: "src/features/languages/language-suggestion.tsx",
    find: "          lang={offer.language}\n",
    replace: "",
    suites: [e2e("language-suggestion.spec.ts", "Turkish capitals")],
  },
  {
    name: "a Japanese string missing (the language list's name in the layout)",
    area: "ten languages",
    file: "src/content/ja/layout.ts",
    find: '  languages: "言語",\n',
    replace: "",
    suites: [unit("content/translations.test.ts")],
  },
  {
    name: "a share card naming the English image on a translated page",
    area: "ten languages",
    file: "src/lib/structured-data.ts",
    find: "return `${languageRoot(language)}/${SHARE_IMAGE_FILES[game]}`;",
    replace: "return `/${SHARE_IMAGE_FILES[game]}`;",
    suites: [unit("seo/languages.test.ts")],
  },

  // ---------------------------------------------------------------- twenty languages
  {
    name: "Hebrew laid out left to right",
    area: "twenty languages",
    file: "src/features/languages/languages.ts",
    find: '  he: { folder: "he", name: "עברית", dir: "rtl",',
    replace: '  he: { folder: "he", name: "עברית", dir: "ltr",',
    suites: [
      unit("features/languages/languages.test.ts"),
      e2e("languages.spec.ts", "journey .*\\(he\\)"),
    ],
  },
  {
    name: "Korean with break-all (words cut anywhere)",
    area: "twenty languages",
    file: "src/styles/globals.css",
    find: "    word-break: keep-all;\n",
    replace: "    word-break: break-all;\n",
    suites: [unit("styles/scripts.test.ts")],
  },
  {
    name: "a count in Russian with English rules (one and other only)",
    area: "twenty languages",
    file: "src/content/ru/charlie.ts",
    find: '  const levels = t.count(PLATFORMER_LEVEL_COUNT, {\n    one: "# уровень",\n    few: "# уровня",\n    many: "# уровней",\n    other: "# уровня",\n  });\n',
    replace:
      '  const levels = t.count(PLATFORMER_LEVEL_COUNT, { one: "# уровень", other: "# уровней" });\n',
    suites: [unit("content/plurals.test.ts")],
  },
  {
    name: "a content folder writing its language's code (Korean's contact page)",
    area: "twenty languages",
    file: "src/content/ko/contact.ts",
    find: "t.number(RESPONSE_WINDOW_HOURS.min)",
    replace: 'formatNumber("ko", RESPONSE_WINDOW_HOURS.min)',
    suites: [unit("content/language-free.test.ts")],
  },

  // ---------------------------------------------------------------- structure
  {
    name: "an import cycle (the words' parts take their types from the loader again)",
    area: "structure",
    file: "src/content/parts.ts",
    find: 'import type { Words, WordsPart } from "./types";',
    replace: 'import type { Words, WordsPart } from "./words";',
    suites: [unit("structure/import-cycles.test.ts")],
  },

  // ---------------------------------------------------------------- the game starts with the page
  {
    name: "the frame created only after hydration again (the boot script starts no game)",
    area: "game start",
    file: "src/boot/boot-script.ts",
    find: "    startGames?.();\n",
    replace: "",
    suites: [e2e("game-start.spec.ts", "requested before the page's scripts run")],
  },
  {
    name: "the game frame and the first module requests in one task again",
    area: "game start",
    file: "src/boot/boot-script.ts",
    find: "    if (startGames) nextTask(addSome);\n    else addSome();\n",
    replace: "    addSome();\n",
    suites: [unit("boot/boot-script.test.ts")],
  },
  {
    name: "the offer never shown: a game that hangs only ever waits",
    area: "game start",
    file: "src/features/game/use-game-loader.ts",
    find: 'return elapsed < SLOW_AFTER_START_MS ? "waiting" : "slow";',
    replace: 'return "waiting";',
    suites: [
      unit("features/game/game-frame.test.tsx"),
      e2e("game-start.spec.ts", "a game host that hangs gets the offer"),
    ],
  },
  {
    name: "Try again adds a second frame beside the first",
    area: "game start",
    file: "src/features/game/inline-starter.ts",
    find: '  slot.querySelector("iframe")?.remove();\n',
    replace: "",
    suites: [
      unit("features/game/game-frame.test.tsx"),
      e2e("game-start.spec.ts", "a game host that hangs gets the offer"),
    ],
  },
  {
    name: "the offer in English on every page, the Spanish one too",
    area: "game start",
    file: "src/features/game/game-load-offer.tsx",
    find: 'import { useWords } from "@/hooks/use-words";',
    replace:
      'import { game as englishGame } from "@/content/en/game";\nconst useWords = (_part: "game") => englishGame;',
    suites: [e2e("game-start.spec.ts", "the offer fits in es", "mobile")],
  },

  // ---------------------------------------------------------------- the game's ready signal
  {
    name: "a message from any origin accepted (the game's frame, moved to another host, says ready)",
    area: "ready signal",
    file: "src/features/game/inline-starter.ts",
    find: "if (!from || from !== frame.contentWindow || event.origin !== readyOrigin) return;",
    replace: "if (!from || from !== frame.contentWindow) return;",
    suites: [
      unit("features/game/game-frame.test.tsx"),
      unit("features/game/game-signal.test.ts"),
      e2e("game-ready.spec.ts", "another origin or another window does not count"),
    ],
  },
  {
    name: "focus dropped after Try again (the button goes, focus falls to the page's body)",
    area: "ready signal",
    file: "src/features/game/use-game-loader.ts",
    find: '  if (takeFocus || focusWasOnGame) slot.querySelector("iframe")?.focus();\n',
    replace: "",
    suites: [
      unit("features/game/game-frame.test.tsx"),
      e2e("game-ready.spec.ts", "Try again gives focus to the new game frame"),
    ],
  },
  {
    name: "focus dropped when the language suggestion is closed from the keyboard",
    area: "ready signal",
    file: "src/features/languages/language-suggestion.tsx",
    find: "    giveFocusBack();\n",
    replace: "",
    suites: [
      unit("features/languages/language-suggestion.test.tsx"),
      e2e("language-suggestion.spec.ts", "closed from the keyboard"),
    ],
  },

  // ---------------------------------------------------------------- deploys
  // ---------------------------------------------------------------- offline
  {
    name: "an offline tap reloading (the browser's own offline page replaces the one being read)",
    area: "offline",
    file: "src/hooks/use-page-links.ts",
    find: "          if (navigator.onLine === false) showOfflineNotice();\n          else loadInFull(to);",
    replace: "          loadInFull(to);",
    suites: [e2e("offline.spec.ts", "keeps the page")],
  },
  {
    name: "the offline notice said nowhere (a tap offline does nothing the player can see or hear)",
    area: "offline",
    file: "src/lib/offline-notice-store.ts",
    find: "  if (!shown) set((times += 1));",
    replace: "  times += 1;",
    suites: [unit("spoken/controls.test.tsx"), e2e("offline.spec.ts", "keeps the page")],
  },

  // ---------------------------------------------------------------- deploys
  {
    name: "the full load never happens: a chunk the deploy took away stays missing",
    area: "deploys",
    file: "src/boot/reload-once.ts",
    find: "(location.reload(), true)",
    replace: "true",
    suites: [unit("boot/reload-once.test.ts"), e2e("deploy.spec.ts", "every chunk is missing")],
  },
  {
    name: "the reload mark kept per history entry (Back after a second deploy gets no full load)",
    area: "deploys",
    file: "src/boot/reload-once.ts",
    find: "state()[mark] !== self &&",
    replace: "state()[mark] === undefined &&",
    suites: [
      unit("boot/reload-once.test.ts"),
      e2e("deploy.spec.ts", "Back to a page loaded in full"),
    ],
  },
  {
    name: "a dead guard: a document that came of a full load loads again, and again",
    area: "deploys",
    file: "src/boot/reload-once.ts",
    find: "state()[mark] !== self &&",
    replace: "",
    suites: [unit("boot/reload-once.test.ts"), e2e("deploy.spec.ts", "every chunk is missing")],
  },
  {
    name: "a failed entry script left as the no-script page (no full load)",
    area: "deploys",
    file: "src/boot/boot-script.ts",
    find: "      if (!reload()) document.documentElement",
    replace: "      document.documentElement",
    suites: [unit("boot/boot-script.test.ts"), e2e("deploy.spec.ts", "every chunk is missing")],
  },
  {
    name: "an HTML page cached as immutable, like a hashed asset",
    area: "deploys",
    file: "src/server/security-headers.ts",
    find: 'export const HTML_CACHE_CONTROL = "no-cache";',
    replace: 'export const HTML_CACHE_CONTROL = "public, max-age=31536000, immutable";',
    suites: [hosting("preview-server.test.ts")],
  },

  // ---------------------------------------------------------------- Trusted Types
  {
    name: "a default Trusted Types policy that passes any string through",
    area: "trusted types",
    file: "src/lib/trusted-types.ts",
    find: "export const TRUSTED_TYPES_POLICIES = {\n",
    replace:
      '(globalThis as { trustedTypes?: { createPolicy(n: string, r: object): unknown } }).trustedTypes?.createPolicy("default", { createHTML: (s: string) => s, createScript: (s: string) => s, createScriptURL: (s: string) => s });\nexport const TRUSTED_TYPES_POLICIES = {\n  default: "default",\n',
    suites: [
      unit("server/host-files.test.ts"),
      e2e("hardening/trusted-types.spec.ts", "refuses a raw string"),
    ],
  },
  {
    name: "the structured data written with a raw string",
    area: "trusted types",
    file: "src/components/layout/structured-data.tsx",
    find: "script.text = trustedJson(json);",
    replace: "script.text = json;",
    suites: [e2e("hardening/trusted-types.spec.ts", "opened from another")],
  },
  {
    name: "a raw innerHTML assignment in the page (the footer writes its year as markup)",
    area: "trusted types",
    file: "src/components/layout/site-footer.tsx",
    find: "export function SiteFooter(",
    replace:
      'if (typeof document !== "undefined") queueMicrotask(() => { document.createElement("div").innerHTML = "<b>x</b>"; });\nexport function SiteFooter(',
    suites: [e2e("navigation.spec.ts", "")],
  },

  // ---------------------------------------------------------------- the bench
  {
    name: "the bench verdict at a fixed 4× (the host's benchmark index ignored)",
    area: "bench",
    file: "scripts/bench-cpu.mjs",
    find: "  const multiplier = override ?? calculated ?? CPU_SLOWDOWN;\n",
    replace: "  const multiplier = override ?? CPU_SLOWDOWN;\n",
    suites: [unit("bench/verdict.test.ts"), unit("bench/cpu.test.ts")],
  },

  // ---------------------------------------------------------------- hosting
  {
    name: "nginx answers 404 without the security headers (add_header in its location)",
    area: "hosting",
    file: "src/server/host-files.ts",
    find: '    "        internal;",\n',
    replace:
      '    "        internal;",\n    `        add_header Cache-Control "${HTML_CACHE_CONTROL}" always;`,\n',
    suites: [unit("server/host-files.test.ts"), hosting("nginx.test.ts")],
  },
  {
    name: "Vite's build manifest is published inside the build folder",
    area: "hosting",
    file: "scripts/build-metadata.mjs",
    find: "return join(dirname(outDir), `${basename(outDir)}-meta`);",
    replace: 'return join(outDir, "meta");',
    suites: [hosting("published-files.test.ts")],
  },
  {
    name: "nginx no longer redirects a page's other spellings (/faq/, /faq/index.html)",
    area: "hosting",
    file: "src/server/host-files.ts",
    find: "    ...redirectFrom.map((from) => `    location = ${from} { return 301 ${path}$is_args$args; }`),\n",
    replace: "",
    suites: [unit("server/host-files.test.ts"), hosting("nginx.test.ts")],
  },
  {
    name: "Content-Security-Policy forgets the boot script's hash",
    area: "hosting",
    file: "src/server/security-headers.ts",
    find: `["script-src", ["'self'", ...inline.scripts].join(" ")],`,
    replace: `["script-src", "'self'"],`,
    suites: [
      e2e("hardening/csp.spec.ts", "runs under the production policy without a violation"),
      hosting("nginx.test.ts"),
    ],
  },
  {
    name: "the Spanish 404 answered with status 200",
    area: "hosting",
    file: "src/server/host-files.ts",
    find: "({ root, notFoundFile }) => `${root}/* ${notFoundFile} 404`,",
    replace:
      '({ root, notFoundFile }) => `${root}/* ${notFoundFile} ${root === "/es" ? 200 : 404}`,',
    suites: [unit("server/host-files.test.ts"), hosting("netlify.test.ts")],
  },
  {
    name: "a header rule per asset again (Cloudflare Pages' 100 rules run out at 40 languages)",
    area: "hosting",
    file: "src/server/host-files.ts",
    find: '    ...block(`${ASSETS_PREFIX}:file`, { "Cache-Control": ASSET_CACHE_CONTROL }),\n',
    replace:
      '    ...assets.flatMap((path) => block(path, { "Cache-Control": ASSET_CACHE_CONTROL })),\n',
    suites: [unit("build/host-limits.test.ts"), unit("server/host-files.test.ts")],
  },

  // ---------------------------------------------------------------- engines
  {
    name: "idle prefetch calls requestIdleCallback unguarded (WebKit has none)",
    area: "engines",
    file: "src/lib/when-idle.ts",
    find:
      '  if ("requestIdleCallback" in window) requestIdleCallback(callback, { timeout: IDLE_WAIT_MAX_MS });\n' +
      "  else setTimeout(callback, IDLE_WAIT_MAX_MS);\n",
    replace: "  requestIdleCallback(callback, { timeout: IDLE_WAIT_MAX_MS });\n",
    suites: [
      { suite: "engines", engine: "webkit", grep: "desktop .*/faq: one question open at a time" },
    ],
  },
  {
    name: "a change of language within the site leaves <html dir> behind (English stays RTL)",
    area: "engines",
    file: "src/components/layout/site-layout.tsx",
    find: "    root.dir = LANGUAGE_INFO[language].dir;\n",
    replace: "",
    suites: [
      unit("layout/document-language.test.tsx"),
      { suite: "engines", engine: "webkit", grep: "desktop .*/ar reads right to left" },
    ],
  },
  {
    name: "prerendered pages without dir on <html> (Arabic mirrors only once scripts run)",
    area: "engines",
    file: "src/server/render-document.ts",
    find: ' dir="${LANGUAGE_INFO[language].dir}">`)',
    replace: ">`)",
    suites: [
      unit("seo/languages.test.ts"),
      { suite: "engines", engine: "firefox", grep: "desktop .*/ar reads right to left" },
    ],
  },
  {
    name: "the toast pinned to the right (right-0), the start of an Arabic line",
    area: "engines",
    file: "src/components/ui/toast.tsx",
    find: "fixed end-0 bottom-0",
    replace: "fixed right-0 bottom-0",
    suites: [
      unit("styles/logical-properties.test.ts"),
      { suite: "engines", engine: "webkit", grep: "desktop .*/ar/faq opens an answer" },
    ],
  },

  // ---------------------------------------------------------------- valid HTML
  {
    name: "accordion question wrapped in a <div> inside its <button>",
    area: "html",
    file: "src/components/ui/accordion.tsx",
    find: "          {children}\n          <ChevronDown",
    replace: "          <div>{children}</div>\n          <ChevronDown",
    suites: [{ suite: "html" }],
  },
];
