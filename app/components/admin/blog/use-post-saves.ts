import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { versionConflictBodySchema, type VersionConflictBody } from "#common/blog/post-revisions.ts";
import type { FieldErrors } from "#common/lib/api-error.ts";
import { ApiRequestError, errorMessage, fieldErrorsOf, getAuthToken } from "#app/lib/api.ts";
import { createPost, patchPost, POSTS_KEY } from "./blog-api.ts";
import { clearLocalDraft, writeLocalDraft } from "./local-draft.ts";
import { inputOf, sameValues, type PostValues } from "./post-values.ts";

/** A draft is autosaved this long after typing stops. */
export const AUTOSAVE_DELAY_MS = 2500;
/** The copy on this device is written this long after a change (and at once when the page is left). */
const LOCAL_COPY_DELAY_MS = 400;

export type SaveStatus = "saved" | "unsaved" | "saving" | "failed" | "waiting";

/** The save's 409 body as its contract describes it (read with the route's own schema, not assumed). */
export const conflictOf = (error: unknown): VersionConflictBody | null =>
  error instanceof ApiRequestError && error.status === 409 && error.body?.code === "version_conflict" ? (versionConflictBodySchema.safeParse(error.data).data ?? null) : null;

/**
 * The editor's saving: the last version known from the server (`base`), what it holds (`saved`), the copy on this
 * device, the draft's autosave and the save on leaving (docs/decisions/026). A published post is never saved by
 * itself: its changes wait for an explicit save. `setValues`: a draft given another free slug than the one typed
 * shows the one it got.
 */
export function usePostSaves(initial: AdminBlogPost | null, values: PostValues, savedValues: PostValues, setValues: Dispatch<SetStateAction<PostValues>>) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [base, setBase] = useState(initial);
  const [saved, setSaved] = useState(savedValues);
  const [status, setStatus] = useState<{ kind: SaveStatus; message?: string; at?: string }>({ kind: "saved", at: initial?.updatedAt });
  const [conflict, setConflict] = useState<VersionConflictBody | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Saves run one after the other, each based on the version the previous one answered.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const baseRef = useRef(initial);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const dirty = !sameValues(values, saved);
  const draft = !(base?.isPublished ?? false) && !values.isPublished;
  const autosaves = draft && conflict === null;
  const key = base?.id ?? "new";

  const accept = useCallback(
    (post: AdminBlogPost, asSent: PostValues) => {
      const created = baseRef.current === null;
      const sent = post.slug === asSent.slug ? asSent : { ...asSent, slug: post.slug };
      if (sent !== asSent) setValues((v) => (v.slug === asSent.slug ? { ...v, slug: post.slug } : v));
      baseRef.current = post;
      setBase(post);
      setSaved(sent);
      setErrors({});
      setStatus({ kind: "saved", at: post.updatedAt });
      if (created) {
        clearLocalDraft("new");
        navigate(`/admin/blog/${post.id}`, { replace: true, state: { createdFrom: "new" } });
      }
      const typed = valuesRef.current.slug === asSent.slug ? { ...valuesRef.current, slug: post.slug } : valuesRef.current;
      if (sameValues(typed, sent)) clearLocalDraft(post.id);
      void qc.invalidateQueries({ queryKey: POSTS_KEY });
    },
    [navigate, qc, setValues],
  );

  /** One save (autosave or explicit) of the values as they are now; answers the saved post, or null when it failed. */
  const run = useCallback(
    (autosave: boolean) => {
      const next = chain.current.then(async () => {
        const sent = valuesRef.current;
        const current = baseRef.current;
        setStatus({ kind: "saving" });
        try {
          const body = { ...inputOf(sent), ...(autosave && { autosave: true }), ...(current && { baseVersion: current.version }) };
          const post = current ? await patchPost(current.id, body) : await createPost(body);
          accept(post, sent);
          return post;
        } catch (error) {
          const clash = conflictOf(error);
          if (clash) setConflict(clash);
          else setErrors(fieldErrorsOf(error));
          setStatus({ kind: "failed", message: clash ? clash.message : errorMessage(error, "The post could not be saved") });
          if (!autosave && !clash) throw error;
          return null;
        }
      });
      chain.current = next.catch(() => undefined);
      return next;
    },
    [accept],
  );

  // The copy on this device, a moment after each change.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => writeLocalDraft(key, { values, baseVersion: base?.version ?? null, savedAt: Date.now() }), LOCAL_COPY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, key, values, base]);

  // A draft saves itself once typing stops; other changes wait for an explicit save.
  useEffect(() => {
    if (!dirty) return;
    if (!autosaves) {
      setStatus((s) => (s.kind === "failed" ? s : { kind: conflict ? "failed" : "waiting" }));
      return;
    }
    setStatus((s) => (s.kind === "saving" ? s : { kind: "unsaved" }));
    const timer = setTimeout(() => void run(true), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [dirty, autosaves, values, run, conflict]);

  // Leaving (tab hidden, closed, reloaded): the copy at once, and a draft's save that outlives the page.
  useEffect(() => {
    if (!dirty) return;
    const leave = () => {
      writeLocalDraft(key, { values: valuesRef.current, baseVersion: baseRef.current?.version ?? null, savedAt: Date.now() });
      const current = baseRef.current;
      if (!autosaves || !current) return;
      const token = getAuthToken();
      const body = JSON.stringify({ ...inputOf(valuesRef.current), autosave: true, baseVersion: current.version });
      try {
        void fetch(`/api/admin/blog/${current.id}`, {
          method: "PATCH",
          keepalive: true,
          credentials: "include",
          headers: { "Content-Type": "application/json", ...(token && { Authorization: `Bearer ${token}` }) },
          body,
        }).catch(() => undefined);
      } catch {
        // A body past the browser's keepalive limit (64 KB): the copy on this device keeps it.
      }
    };
    const hidden = () => document.visibilityState === "hidden" && leave();
    window.addEventListener("pagehide", leave);
    document.addEventListener("visibilitychange", hidden);
    return () => {
      window.removeEventListener("pagehide", leave);
      document.removeEventListener("visibilitychange", hidden);
    };
  }, [dirty, autosaves, key]);

  /** After a conflict: keep what is typed (based on their version from now on), or take theirs. */
  const resolve = {
    keepMine: () => {
      if (!conflict) return;
      baseRef.current = conflict.current;
      setBase(conflict.current);
      setConflict(null);
    },
    takeTheirs: (theirs: PostValues) => {
      if (!conflict) return;
      baseRef.current = conflict.current;
      setBase(conflict.current);
      setSaved(theirs);
      setConflict(null);
      setStatus({ kind: "saved", at: conflict.current.updatedAt });
      clearLocalDraft(conflict.current.id);
    },
  };

  /** A draft's unsaved typing saved now (as an autosave); answers the post as saved, or null when it could not be. */
  const flush = () => run(true);

  /**
   * What the editor holds replaced by a version the server made (a restore), in turn with the saves: on the version
   * the last save answered, and an autosave asked for meanwhile runs after it, on the restored values (never across it).
   */
  const replaceWith = (make: (current: AdminBlogPost) => Promise<AdminBlogPost>, valuesOfPost: (post: AdminBlogPost) => PostValues): Promise<AdminBlogPost> => {
    const next = chain.current.then(async () => {
      const current = baseRef.current;
      if (!current) throw new Error("This post is not saved yet.");
      const post = await make(current);
      const replaced = valuesOfPost(post);
      valuesRef.current = replaced;
      setValues(replaced);
      accept(post, replaced);
      return post;
    });
    chain.current = next.catch(() => undefined);
    return next;
  };

  return { base, dirty, draft, status, conflict, errors, setErrors, save: () => run(false), flush, replaceWith, accept, resolve, setConflict };
}
