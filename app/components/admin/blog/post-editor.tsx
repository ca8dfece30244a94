import { useEffect, useState, type FormEvent } from "react";
import { Link, useBlocker } from "react-router";
import { ArrowLeft, ExternalLink } from "lucide-react";
import { blogDraftSaveSchema, blogPostCreateSchema, type AdminBlogPost } from "#common/blog/blog-schemas.ts";
import { slugify, slugFollowsTitle } from "#common/blog/blog-rules.ts";
import type { RevisionSummary } from "#common/blog/post-revisions.ts";
import { fieldErrors } from "#common/lib/api-error.ts";
import { errorMessage } from "#app/lib/api.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/confirm-dialog.tsx";
import { toast } from "../../ui/use-toast.ts";
import { restoreRevision } from "./blog-api.ts";
import { ConflictBanner } from "./conflict-banner.tsx";
import { LocalCopyBanner, useLocalCopyOffer } from "./local-copy-banner.tsx";
import { PostFields } from "./post-fields.tsx";
import { PostHistory } from "./post-history.tsx";
import { SaveStatusLine } from "./save-status.tsx";
import { conflictOf, usePostSaves } from "./use-post-saves.ts";
import { inputOf, valuesOf, type PostValues } from "./post-values.ts";
import { PostLanguages } from "./post-languages.tsx";
import { postPath } from "#common/blog/post-format.ts";

/**
 * The post editor page (/admin/blog/new, /admin/blog/{id}): drafts save themselves a moment after typing stops and
 * when the page is left, a copy stays on this device, a save based on an older version shows a conflict, and
 * leaving with unsaved changes asks first (docs/decisions/026).
 */
export function PostEditor({ post, defaultAuthor }: { post: AdminBlogPost | null; defaultAuthor: string }) {
  const [initial] = useState(() => valuesOf(post, defaultAuthor));
  const [values, setValues] = useState(initial);
  // A new post's slug follows its title until edited by hand; so does a draft's whose slug still is its title's.
  const [slugFollows, setSlugFollows] = useState(post === null || (!post.isPublished && slugFollowsTitle(post.slug, post.title)));
  const [createdHere, setCreatedHere] = useState(post === null);
  const [saving, setSaving] = useState(false);
  const saves = usePostSaves(post, values, initial, setValues);
  const { base, dirty, errors, setErrors, conflict } = saves;
  const offer = useLocalCopyOffer(post, initial);

  const set = <K extends keyof PostValues>(key: K, value: PostValues[K]) => {
    setValues((v) => ({ ...v, [key]: value, ...(key === "title" && slugFollows ? { slug: slugify(String(value)) } : {}) }));
    setErrors(({ [key]: _dropped, ...rest }) => rest);
  };

  async function saveNow(event?: FormEvent) {
    event?.preventDefault();
    // A draft always saves; a title, an excerpt and content are needed to publish (the server says the same).
    const parsed = (values.isPublished ? blogPostCreateSchema : blogDraftSaveSchema).safeParse(inputOf(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setSaving(true);
    try {
      const saved = await saves.save();
      if (saved) {
        toast({ title: createdHere ? "Blog post created successfully!" : "Blog post updated successfully!" });
        setCreatedHere(false);
      }
    } catch (error) {
      toast({ variant: "destructive", title: "Could not save the post", description: errorMessage(error, "The post could not be saved. Please try again.") });
    } finally {
      setSaving(false);
    }
  }

  async function restore(revision: RevisionSummary) {
    if (!base) return;
    try {
      // What a draft holds unsaved is saved first, so the history keeps it as the version before the restore.
      if (dirty && saves.draft && (await saves.flush()) === null) throw new Error("Your unsaved changes could not be saved first, so nothing was restored. Please try again.");
      // In turn with the saves: an autosave that fires meanwhile cannot change the version the restore is based on.
      await saves.replaceWith((current) => restoreRevision(current.id, revision.id, current.version), (post) => valuesOf(post, defaultAuthor));
      toast({ title: "Revision restored" });
    } catch (error) {
      const clash = conflictOf(error);
      if (clash) saves.setConflict(clash);
      toast({ variant: "destructive", title: "Could not restore the revision", description: errorMessage(error, "Please try again.") });
      throw error;
    }
  }

  // Leaving inside the admin with unsaved changes asks first; the browser asks on a reload or a closed tab.
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname && !nextLocation.state?.createdFrom);
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);

  const label = createdHere ? "Create Post" : "Save Changes";
  return (
    <form noValidate onSubmit={(e) => void saveNow(e)} className="grid gap-5" aria-label={createdHere ? "New post" : "Edit post"}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <Link to="/admin/blog" className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
            <ArrowLeft aria-hidden="true" className="size-4" />
            Blog Posts
          </Link>
          <h1 className="text-2xl font-semibold tracking-tight">{createdHere ? "New Post" : "Edit Post"}</h1>
          <SaveStatusLine status={saves.status} dirty={dirty} draft={saves.draft} published={base?.isPublished ?? false} label={label} />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {base?.isPublished && (
            <Button asChild variant="ghost">
              <a href={postPath(base)} target="_blank" rel="noopener noreferrer">
                <ExternalLink />
                View
              </a>
            </Button>
          )}
          {base && <PostHistory post={base} onRestore={restore} />}
          <Button type="submit" disabled={saving || conflict !== null}>
            {saving ? "Saving..." : label}
          </Button>
        </div>
      </div>
      {offer.draft && (
        <LocalCopyBanner
          savedAt={offer.draft.savedAt}
          onRestore={() => {
            setValues(offer.draft!.values);
            offer.dismiss(false);
          }}
          onDiscard={() => offer.dismiss(true)}
        />
      )}
      {conflict && (
        <ConflictBanner
          conflict={conflict}
          mine={values}
          onKeepMine={() => {
            saves.resolve.keepMine();
            if (!saves.draft) toast({ title: "Your version is kept", description: `Press ${label} to save it over theirs.` });
          }}
          onTakeTheirs={() => {
            const theirs = valuesOf(conflict.current, defaultAuthor);
            setValues(theirs);
            saves.resolve.takeTheirs(theirs);
          }}
        />
      )}
      <PostFields
        values={values}
        errors={errors}
        set={set}
        onSlugEdited={() => setSlugFollows(false)}
        languageEditable={!(base?.isPublished ?? false)}
        aside={
          base && (
            <PostLanguages
              post={base}
              beforeLeaving={async () => {
                // A draft's unsaved words are saved first; a published post's unsaved changes must be saved by hand.
                if (!dirty) return true;
                if (saves.draft) return (await saves.flush()) !== null;
                toast({ variant: "destructive", title: "Save your changes first", description: "The translation starts from the post as saved." });
                return false;
              }}
            />
          )
        }
      />
      <ConfirmDialog
        open={blocker.state === "blocked"}
        onOpenChange={(open) => !open && blocker.state === "blocked" && blocker.reset()}
        title="Leave without saving?"
        description="Your latest changes to this post are not saved yet. A copy stays on this device and is offered when you come back."
        confirmLabel="Leave"
        onConfirm={() => {
          if (blocker.state === "blocked") blocker.proceed();
        }}
      />
    </form>
  );
}
