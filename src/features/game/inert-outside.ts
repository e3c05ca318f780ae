// Makes everything on the page but `element` inert (out of reach of the keyboard, the pointer
// and screen readers), as a modal dialog does, without moving `element` in the DOM: an iframe
// that moves reloads. Returns the undo, which touches only what it changed.
export function inertOutside(element: Element): () => void {
  const changed: Element[] = [];
  for (
    let node = element;
    node.parentElement && node !== document.body;
    node = node.parentElement
  ) {
    for (const sibling of node.parentElement.children) {
      if (sibling === node || sibling.hasAttribute("inert")) continue;
      sibling.setAttribute("inert", "");
      changed.push(sibling);
    }
  }
  return () => changed.forEach((sibling) => sibling.removeAttribute("inert"));
}
