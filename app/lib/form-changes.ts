/**
 * Whether someone changed a control of `form` from what the server rendered: a box ticked, another option chosen,
 * text typed (controls named in `ignore` aside). Read when the page's script takes over, so that a change made
 * before it ran is applied once instead of being stranded (docs/decisions/154-a-first-use-is-never-lost.md).
 */
export function changedSinceRendered(form: HTMLFormElement, ignore: readonly string[] = []): boolean {
  return Array.from(form.elements).some((control) => {
    if (ignore.includes((control as HTMLInputElement).name)) return false;
    if (control instanceof HTMLSelectElement) {
      // With no option marked selected in the HTML, the first one is.
      const rendered = Math.max(
        0,
        Array.from(control.options).findIndex((o) => o.defaultSelected),
      );
      return control.multiple
        ? Array.from(control.options).some((o) => o.selected !== o.defaultSelected)
        : control.selectedIndex !== rendered;
    }
    if (control instanceof HTMLTextAreaElement) return control.value !== control.defaultValue;
    if (!(control instanceof HTMLInputElement) || control.type === "hidden") return false;
    if (control.type === "checkbox" || control.type === "radio") return control.checked !== control.defaultChecked;
    return control.value !== control.defaultValue;
  });
}
