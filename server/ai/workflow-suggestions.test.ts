import { describe, expect, it } from "vitest";
import { z } from "zod";
import { WORKFLOW_DIFFICULTIES, WORKFLOW_PRIORITIES, workflowSuggestionsOutputSchema } from "#common/ai/workflow-suggestion.ts";
import { buildWorkflowPrompt, draftsFromLlm } from "./workflow-prompt.ts";
import { suggestWorkflows, type WorkflowLeadFacts, type WorkflowSuggestionInput } from "./workflow-suggestions.ts";

const march = new Date("2026-03-10T15:00:00Z");
const daysAgo = (days: number) => new Date(march.getTime() - days * 86_400_000).toISOString();
const lead = (role: string | null, interests: string[], age = 5): WorkflowLeadFacts => ({ role, interests, source: "form", status: "contacted", createdAt: daysAgo(age) });

// Brokers who want CRM integration, chat visitors asking about pricing, a newsletter webhook failing 30%.
const brokerage: WorkflowSuggestionInput = {
  now: march,
  leads: [
    lead("Broker", ["CRM Integration"]),
    lead("Broker", ["CRM Integration", "Lead Generation"]),
    lead("Broker", ["CRM Integration"]),
    lead("Broker", ["CRM Integration"]),
    lead("Team Leader", ["CRM Integration"]),
    lead("Real Estate Agent", ["Lead Generation"]),
    lead("Real Estate Agent", ["Social Media"]),
    lead("Real Estate Agent", ["Email Marketing"]),
    lead("Real Estate Agent", ["Lead Generation"]),
    lead("Broker", ["Email Marketing"], 200), // older than 90 days: not counted
  ],
  chatIntents: [
    { intent: "pricing", count: 9 },
    { intent: "packages", count: 3 },
    { intent: "greeting", count: 30 },
    { intent: "booking", count: 4 },
    { intent: "services", count: 4 },
  ],
  workflows: [
    { name: "Lead intake to Slack", active: true, executionCount: 120, successCount: 118, tags: ["leads"] },
    { name: "Newsletter webhook", active: true, executionCount: 20, successCount: 14, tags: ["newsletter"] },
  ],
};

// Property managers in July, leads left unanswered, chat visitors trying to book; CRM already synced.
const propertyManagers: WorkflowSuggestionInput = {
  now: new Date("2026-07-10T15:00:00Z"),
  leads: [
    { role: "Property Manager", interests: ["Client Communication"], source: "chat", status: "new", createdAt: "2026-07-07T10:00:00Z" },
    { role: "Property Manager", interests: ["Client Communication"], source: "chat", status: "new", createdAt: "2026-07-08T10:00:00Z" },
    { role: "Property Manager", interests: ["Workflow Automation"], source: "form", status: "new", createdAt: "2026-07-09T10:00:00Z" },
    { role: "Real Estate Agent", interests: ["CRM Integration"], source: "form", status: "contacted", createdAt: "2026-07-09T10:00:00Z" },
    { role: "Real Estate Agent", interests: ["CRM Integration"], source: "form", status: "new", createdAt: "2026-07-10T12:00:00Z" },
  ],
  chatIntents: [
    { intent: "booking", count: 14 },
    { intent: "handoff", count: 6 },
    { intent: "pricing", count: 2 },
  ],
  workflows: [
    { name: "HubSpot contact sync", active: true, executionCount: 40, successCount: 40, tags: ["crm"] },
    { name: "Old drip campaign", active: false, executionCount: 15, successCount: 15, tags: ["email"] },
  ],
};

describe("suggestWorkflows", () => {
  it("explains the brokerage data: failing workflow first, then pricing follow-up and CRM sync", () => {
    const result = suggestWorkflows(brokerage);
    expect(result.map((s) => [s.key, s.priority])).toEqual([
      ["fix:Newsletter webhook", "critical"],
      ["chat:pricing", "high"],
      ["interest:crm-integration", "high"],
      ["roles:team-routing", "medium"],
    ]);
    expect(result[0]).toMatchObject({
      title: 'Fix the failing "Newsletter webhook" workflow',
      estimatedImpact: "Recovers up to 6 failed runs (30% of 20)",
      rationale: '6 of 20 executions of "Newsletter webhook" failed (30%); the workflow is active.',
      difficulty: "Medium",
      category: "Reliability",
      status: "suggested",
    });
    expect(result[1]!.rationale).toBe("12 of 20 business chat questions (60%) were about pricing, packages and fees; no active workflow follows up on them.");
    expect(result[2]).toMatchObject({
      title: "Sync every new lead into your CRM",
      category: "CRM",
      estimatedImpact: "Serves 5 of 9 recent leads (56%), 5 of them brokers or team leaders",
      rationale: "5 of 9 leads in the last 90 days chose CRM Integration (4 Brokers, 1 Team Leader); no active workflow covers it.",
    });
    // Lead Generation is covered by the active "Lead intake" workflow; single mentions are not enough.
    expect(result.map((s) => s.key)).not.toContain("interest:lead-generation");
    expect(result.map((s) => s.key)).not.toContain("interest:email-marketing");
  });

  it("explains the property-manager data with different suggestions", () => {
    const result = suggestWorkflows(propertyManagers, 8);
    expect(result.map((s) => [s.key, s.priority])).toEqual([
      ["leads:escalation", "critical"],
      ["chat:booking", "high"],
      ["roles:tenant-requests", "high"],
      ["chat:handoff", "medium"],
      ["interest:client-communication", "medium"],
      ["review:Old drip campaign", "low"],
    ]);
    expect(result[0]!.rationale).toBe("3 of 5 leads from the last 90 days are still 'new' more than 24 hours after they arrived (60%).");
    expect(result[2]!.estimatedImpact).toContain("storm alerts ready for hurricane season");
    // CRM interest is covered by the active HubSpot sync.
    expect(result.map((s) => s.key)).not.toContain("interest:crm-integration");
    const titles = (input: WorkflowSuggestionInput) => suggestWorkflows(input).map((s) => s.title);
    expect(titles(propertyManagers).filter((t) => titles(brokerage).includes(t))).toEqual([]);
  });

  it("reacts to the data changing: the CRM gap closes once a CRM workflow is active", () => {
    const withCrm = { ...brokerage, workflows: [...brokerage.workflows, { name: "Follow Up Boss sync", active: true, executionCount: 3, successCount: 3, tags: [] }] };
    expect(suggestWorkflows(withCrm).map((s) => s.key)).not.toContain("interest:crm-integration");
    const healthy = { ...brokerage, workflows: brokerage.workflows.map((w) => ({ ...w, successCount: w.executionCount })) };
    expect(suggestWorkflows(healthy)[0]!.key).toBe("chat:pricing");
    const slightlyFailing = { ...brokerage, workflows: [{ name: "Newsletter webhook", active: true, executionCount: 20, successCount: 17, tags: [] }] };
    expect(suggestWorkflows(slightlyFailing).find((s) => s.key === "fix:Newsletter webhook")?.priority).toBe("high");
  });

  it("offers starting points with low confidence when there is no data", () => {
    const result = suggestWorkflows({ now: march, leads: [], chatIntents: [], workflows: [] });
    expect(result.map((s) => [s.key, s.priority, s.aiConfidence])).toEqual([
      ["baseline:instant-reply", "low", 40],
      ["baseline:follow-up", "low", 40],
      ["baseline:weekly-report", "low", 40],
    ]);
  });

  it("keeps every field within the spec's values and honours max", () => {
    for (const s of [...suggestWorkflows(brokerage, 8), ...suggestWorkflows(propertyManagers, 8)]) {
      expect(WORKFLOW_PRIORITIES).toContain(s.priority);
      expect(WORKFLOW_DIFFICULTIES).toContain(s.difficulty);
      expect(Number.isInteger(s.aiConfidence) && s.aiConfidence >= 0 && s.aiConfidence <= 100).toBe(true);
      expect(s.status).toBe("suggested");
      expect(s.rationale).toMatch(/\d/);
    }
    expect(suggestWorkflows(propertyManagers, 2)).toHaveLength(2);
    expect(suggestWorkflows(propertyManagers)).toHaveLength(6);
  });
});

describe("workflow suggestions: LLM path", () => {
  it("has a strict-mode friendly schema that still rejects out-of-range confidence", () => {
    const json = JSON.stringify(z.toJSONSchema(workflowSuggestionsOutputSchema, { io: "output" }));
    expect(json).not.toMatch(/maximum|minimum|maxLength|minLength/);
    const valid = { title: "t", description: "d", priority: "high", aiConfidence: 80, estimatedImpact: "i", difficulty: "Easy", category: "CRM", rationale: "r" };
    expect(workflowSuggestionsOutputSchema.safeParse({ suggestions: [valid] }).success).toBe(true);
    expect(workflowSuggestionsOutputSchema.safeParse({ suggestions: [{ ...valid, aiConfidence: 150 }] }).success).toBe(false);
    expect(workflowSuggestionsOutputSchema.safeParse({ suggestions: [{ ...valid, priority: "urgent" }] }).success).toBe(false);
  });

  it("gives the model the computed figures and turns its answer into drafts", () => {
    const { system, prompt } = buildWorkflowPrompt({ siteName: "Bayou City AI", suggestions: suggestWorkflows(brokerage) });
    expect(system).toContain("Bayou City AI");
    expect(system).toContain("Houston");
    expect(prompt).toContain("6 of 20 executions of \\\"Newsletter webhook\\\" failed (30%)");
    const base = { description: " d ", priority: "high" as const, aiConfidence: 80, estimatedImpact: "i", difficulty: "Easy" as const, category: "CRM", rationale: "r" };
    const drafts = draftsFromLlm([{ ...base, title: " Sync leads to HubSpot " }, { ...base, title: "Sync leads to HubSpot" }, { ...base, title: "" }]);
    expect(drafts).toEqual([{ ...base, key: "llm:sync-leads-to-hubspot", title: "Sync leads to HubSpot", description: "d", status: "suggested" }]);
  });
});
