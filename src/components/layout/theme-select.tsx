import { useEffect, useRef, useState } from "react";
import { useWords } from "@/hooks/use-words";
import { DEFAULT_THEME, THEMES, applyTheme, shownTheme, storeTheme, type Theme } from "@/lib/theme";

const SELECT_ID = "theme-select";

function choose(theme: Theme): void {
  storeTheme(theme);
  applyTheme(theme);
}

/**
 * The player's theme: System, Light or Dark, remembered on this device. The page is already
 * shown in the stored theme by the boot script; this control says which, and changes it.
 */
export function ThemeSelect() {
  // The prerendered page cannot know the stored choice: it says System, and so does hydration.
  const [theme, setTheme] = useState<Theme>(DEFAULT_THEME);
  const select = useRef<HTMLSelectElement>(null);
  const themeText = useWords("layout").theme;

  useEffect(() => {
    // A choice made on the prerendered page, before it was interactive, is still on the
    // control (hydration leaves a select's value alone): it wins over the stored one.
    const early = select.current!.value as Theme;
    if (early !== DEFAULT_THEME) choose(early);
    setTheme(early !== DEFAULT_THEME ? early : shownTheme());
  }, []);

  return (
    // Without scripts it could change nothing: the system setting decides.
    <div className="flex items-center justify-between gap-2 px-3 py-1 xl:px-0 xl:py-0 no-scripts:hidden">
      <label htmlFor={SELECT_ID} className="font-medium">
        {themeText.label}
      </label>
      <select
        ref={select}
        id={SELECT_ID}
        value={theme}
        // Browsers that restore form values on reload would show a choice no longer stored.
        autoComplete="off"
        onChange={(event) => {
          const next = event.target.value as Theme;
          setTheme(next);
          choose(next);
        }}
        className="min-h-11 rounded-md border border-input bg-background px-2"
      >
        {THEMES.map((option) => (
          <option key={option} value={option}>
            {themeText.options[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
