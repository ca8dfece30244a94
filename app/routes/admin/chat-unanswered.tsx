import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { GraduationCap, MessageCircleQuestion, Plus } from "lucide-react";
import { UNANSWERED_SORTS, type UnansweredGroup, type UnansweredSort } from "#common/chat/taught-answers.ts";
import { LoadFailed } from "../../components/admin/lists/load-failed.tsx";
import { AdminPageHeader } from "../../components/admin/admin-page.tsx";
import { ListPager } from "../../components/admin/lists/list-pager.tsx";
import { ChatTabs } from "../../components/admin/chat/chat-tabs.tsx";
import { TaughtAnswerFormDialog, type TaughtAnswerDraft } from "../../components/admin/chat/teaching/taught-answer-form-dialog.tsx";
import { TaughtAnswerRow } from "../../components/admin/chat/teaching/taught-answer-row.tsx";
import { UnansweredGroupRow } from "../../components/admin/chat/teaching/unanswered-group-row.tsx";
import { useTaughtAnswerMutations, useTaughtAnswers, useUnanswered } from "../../components/admin/chat/teaching/taught-answers-api.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { EmptyState } from "../../components/ui/empty-state.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { Switch } from "../../components/ui/switch.tsx";
import { plural } from "#common/lib/plural.ts";
import { adminMeta } from "../../lib/page-title.ts";

export const meta = () => adminMeta("Unanswered Questions");

const SORT_LABELS: Record<UnansweredSort, string> = { count: "Most asked", recent: "Newest" };
const PAGE_SIZE = 25;

export default function AdminChatUnansweredPage() {
  const [params, setParams] = useSearchParams();
  const sort = (UNANSWERED_SORTS as readonly string[]).includes(params.get("sort") ?? "") ? (params.get("sort") as UnansweredSort) : "count";
  const showAnswered = params.get("answered") === "1";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const highlighted = Number(params.get("answer")) || null;
  const query = new URLSearchParams();
  if (sort !== "count") query.set("sort", sort);
  if (showAnswered) query.set("answered", "1");
  if (page > 1) query.set("page", String(page));
  query.set("pageSize", String(PAGE_SIZE));
  const groups = useUnanswered(query);
  const answers = useTaughtAnswers();
  const { save, remove } = useTaughtAnswerMutations();
  const [draft, setDraft] = useState<TaughtAnswerDraft | null>(null);
  const setParam = (key: string, value: string | null) =>
    setParams((p) => {
      if (value === null) p.delete(key);
      else p.set(key, value);
      if (key !== "page") p.delete("page");
      return p;
    });

  // A link from a transcript ("Answered from") or a group names an answer: bring it into view once the list is there.
  const answersLoaded = answers.data !== undefined;
  useEffect(() => {
    if (highlighted && answersLoaded) document.getElementById(`taught-answer-${highlighted}`)?.scrollIntoView({ block: "center" });
  }, [highlighted, answersLoaded]);

  const answerGroup = (g: UnansweredGroup) => setDraft({ id: null, questions: g.questions, answers: {} });
  const data = groups.data;

  return (
    <div>
      <AdminPageHeader
        title="Unanswered Questions"
        description="What visitors asked that the assistant could not answer, or that a person took over. Write the answer once: the assistant uses it at once."
        actions={
          <Button onClick={() => setDraft({ id: null, questions: [], answers: {} })}>
            <Plus />
            New Answer
          </Button>
        }
      />
      <ChatTabs />
      <div className="grid gap-6">
        <Card className="gap-0 overflow-hidden py-0">
          <div className="flex flex-wrap items-end justify-between gap-3 border-b p-4">
            <div>
              <h2 className="font-semibold">Questions</h2>
              {data && (
                <p className="text-sm text-muted-foreground">
                  Grouped from the last {Math.round((Date.now() - Date.parse(data.since)) / 86_400_000)} days ({plural(data.scanned, "question")}).
                  {!showAnswered && data.answeredGroups > 0 && ` ${plural(data.answeredGroups, "answered group")} hidden.`}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-end gap-4">
              <label className="flex items-center gap-2 text-sm font-medium">
                <Switch checked={showAnswered} onCheckedChange={(on) => setParam("answered", on ? "1" : null)} aria-label="Show answered" />
                Show answered
              </label>
              <div className="space-y-1">
                <label htmlFor="unanswered-sort" className="text-sm font-medium">
                  Sort by
                </label>
                <NativeSelect id="unanswered-sort" value={sort} onChange={(e) => setParam("sort", e.target.value === "count" ? null : e.target.value)}>
                  {UNANSWERED_SORTS.map((s) => (
                    <option key={s} value={s}>
                      {SORT_LABELS[s]}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>
          </div>
          {groups.isLoading ? (
            <Skeleton className="m-4 h-48" aria-label="Loading questions" />
          ) : groups.isError ? (
            <LoadFailed error={groups.error} retry={() => void groups.refetch()} what="questions" />
          ) : !data || data.items.length === 0 ? (
            <EmptyState
              icon={MessageCircleQuestion}
              title={data?.answeredGroups ? "Every question has an answer" : "Nothing unanswered"}
              description="Questions the assistant could not answer, or that a person took over, appear here."
            />
          ) : (
            <>
              <ul className="divide-y" aria-label="Unanswered questions">
                {data.items.map((g) => (
                  <UnansweredGroupRow key={g.id} group={g} onAnswer={() => answerGroup(g)} />
                ))}
              </ul>
              <ListPager label="Question pages" page={data.page} pageSize={data.pageSize} total={data.total} onPage={(p) => setParam("page", String(p))} />
            </>
          )}
        </Card>

        <Card className="gap-0 overflow-hidden py-0">
          <CardHeader className="border-b p-4">
            <CardTitle>
              <h2>Taught Answers</h2>
            </CardTitle>
            <CardDescription>The assistant answers with these before the site's pages, in the visitor's language when you wrote it.</CardDescription>
          </CardHeader>
          {answers.isLoading ? (
            <Skeleton className="m-4 h-32" aria-label="Loading answers" />
          ) : answers.isError ? (
            <LoadFailed error={answers.error} retry={() => void answers.refetch()} what="answers" />
          ) : (answers.data ?? []).length === 0 ? (
            <EmptyState icon={GraduationCap} title="No answers yet" description="Answer a question above, or write one with New Answer." />
          ) : (
            <ul className="divide-y" aria-label="Taught answers">
              {answers.data!.map((a) => (
                <TaughtAnswerRow
                  key={a.id}
                  answer={a}
                  highlighted={a.id === highlighted}
                  onEdit={() => setDraft({ id: a.id, questions: a.questions, answers: a.answers })}
                  onDelete={() => remove.mutateAsync(a.id)}
                />
              ))}
            </ul>
          )}
        </Card>
      </div>
      <TaughtAnswerFormDialog draft={draft} onOpenChange={(open) => !open && setDraft(null)} onSave={(id, input) => save.mutateAsync({ id, input })} />
    </div>
  );
}
