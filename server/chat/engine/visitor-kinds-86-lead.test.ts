import { describe, expect, it } from "vitest";
import { useTrainedEngine } from "./engine-test-support.ts";

// The lead's share before blind probes 85 and 86 were scored: an opt-out that names the newsletter also says the
// newsletter's own way out (the unsubscribe link in every issue), since the chat cannot unsubscribe an address it was not
// given; an opt-out that does not name it stays as it was.

const { ask } = useTrainedEngine();

describe("an opt-out naming the newsletter", () => {
  it.each([
    ["take me off the newsletter please", /unsubscribe link/],
    ["no quiero recibir más su boletín", /enlace para darse de baja/],
    ["đừng gửi bản tin cho tôi nữa", /link hủy đăng ký/],
    ["别再给我发你们的电子报了", /退订链接/],
  ])("%s says the newsletter's own way out", (message, way) => {
    const reply = ask(message);
    expect(reply.act).toBe("opt_out");
    expect(reply.response).toMatch(way);
  });

  it("an opt-out from texts says nothing of the newsletter", () => {
    const reply = ask("please stop texting me");
    expect(reply.act).toBe("opt_out");
    expect(reply.response).not.toMatch(/newsletter|unsubscribe link/i);
  });
});
