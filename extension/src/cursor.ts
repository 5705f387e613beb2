/**
 * `manim/cursor`, sent before each save of a Python file: where the cursor is, so the server's
 * render on save renders the scene whose class holds it (a file may define several scenes).
 */
import type { TextDocument, TextEditor } from "vscode";
import { NotificationType } from "vscode-languageserver-protocol";
import { Notifications, type CursorParams } from "./protocol";
import type { CommandClient } from "./serverCommand";

export const CursorNotification = new NotificationType<CursorParams>(Notifications.cursor);

/** The cursor in `document`: the first of `editors` (the active one first) that shows it. */
export function cursorParams(
  document: TextDocument,
  editors: readonly (TextEditor | undefined)[],
): CursorParams | undefined {
  if (document.languageId !== "python") {
    return undefined;
  }
  const uri = document.uri.toString();
  const editor = editors.find((e) => e?.document.uri.toString() === uri);
  if (!editor) {
    return undefined; // saved without an editor (Save All of a hidden file): the server decides
  }
  const { line, character } = editor.selection.active;
  return { uri, version: document.version, position: { line, character } };
}

/** Sends the cursor of `document` to the server, fire and forget (a lost one only means the
 * server renders the scene it rendered last, or the first). */
export function sendCursor(
  client: CommandClient | undefined,
  document: TextDocument,
  editors: readonly (TextEditor | undefined)[],
): void {
  const params = cursorParams(document, editors);
  const send = client?.sendNotification?.bind(client);
  if (params && send) {
    send(CursorNotification, params).catch(() => undefined);
  }
}
