/** Edit Scene's review: the proposed text as a read-only virtual document beside the file in a
 * diff editor, one prompt (Apply / Discard), and on Apply the minimal hunks as one WorkspaceEdit
 * (one undo step), refused when the document moved on from the version the edit was made for. */
import type { TextDocument } from "vscode";
import type { EditProposal, EditSceneResult } from "./protocol";
import {
  applyTextEdits,
  closeDiffTabs,
  getTextDocuments,
  openTextDocument,
  parseUri,
  showDiff,
  showInformationMessage,
  showTextDocument,
  showWarningMessage,
  registerTextDocumentContentProvider,
  type Disposable,
} from "./vscodeapi";

/** The scheme of the proposals' read-only documents. */
export const PROPOSAL_SCHEME = "manim-edit-proposal";
export const APPLY = "Apply";
export const DISCARD = "Discard";

const proposals = new Map<string, string>();
let counter = 0;

/** The provider of the proposals' text (registered once, at activation). */
export function registerProposalProvider(): Disposable {
  return registerTextDocumentContentProvider(PROPOSAL_SCHEME, {
    provideTextDocumentContent: (uri) => proposals.get(uri.toString()) ?? "",
  });
}

function baseName(uri: string): string {
  const path = parseUri(uri).path;
  return path.slice(path.lastIndexOf("/") + 1) || uri;
}

async function documentFor(uri: string): Promise<TextDocument | undefined> {
  const key = parseUri(uri).toString();
  const open = getTextDocuments().find((d) => d.uri.toString() === key);
  return open ?? (await Promise.resolve(openTextDocument(parseUri(uri))).catch(() => undefined));
}

/** Shows `result.proposal` as a diff, asks Apply / Discard, and applies it on Apply. Returns
 * the result with `applied` and `review` set; the caller reports it. */
export async function reviewEdit(result: EditSceneResult): Promise<EditSceneResult> {
  const proposal = result.proposal as EditProposal;
  const target = parseUri(proposal.uri);
  const name = baseName(proposal.uri);
  const document = await documentFor(proposal.uri);
  if (!document || document.version !== proposal.version) {
    return { ...result, applied: false, review: "stale" };
  }
  counter += 1;
  const right = target.with({ scheme: PROPOSAL_SCHEME, query: `proposal=${counter}` });
  proposals.set(right.toString(), proposal.text);
  let choice: string | undefined;
  try {
    await showDiff(target, right, `${name}: edit proposed (review)`);
    const detail = result.message ? ` (${result.message})` : "";
    const ask = result.status === "success" ? showInformationMessage : showWarningMessage;
    choice = await ask(
      `Manim Agent: apply the proposed edit to ${name}?${detail}`,
      APPLY,
      DISCARD,
    );
  } finally {
    await closeDiffTabs(right).then(undefined, () => undefined);
    proposals.delete(right.toString());
  }
  if (choice !== APPLY) {
    return { ...result, applied: false, review: "discarded" };
  }
  // the user may have typed in the file while the diff was shown: the hunks are for `version`
  const now = await documentFor(proposal.uri);
  if (!now || now.version !== proposal.version) {
    return { ...result, applied: false, review: "stale" };
  }
  const applied = await applyTextEdits(target, proposal.edits);
  if (!applied) {
    return { ...result, applied: false, review: "rejected" };
  }
  await Promise.resolve(showTextDocument(now)).catch(() => undefined);
  return { ...result, applied: true, review: "applied" };
}
