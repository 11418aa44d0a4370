import { ErrorCode } from "@sextant/core";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "../errors";
import { errorsPlugin } from "./errors";

describe("the one error shape", () => {
  const app: FastifyInstance = Fastify({ logger: false });
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorsPlugin);
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      "/echo",
      { schema: { body: z.object({ amount: z.string().min(1, "Amount is required") }) } },
      (r) => r.body,
    );
    typed.get("/conflict", () => {
      throw new AppError(ErrorCode.Conflict, "This name already used.");
    });
    typed.get("/boom", () => {
      throw new Error("database password is hunter2");
    });
    typed.get("/bad-response", { schema: { response: { 200: z.object({ n: z.number() }) } } }, () => ({
      n: "not a number" as unknown as number,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers an AppError with its status, code and message", async () => {
    const response = await app.inject({ url: "/conflict" });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: "CONFLICT", message: "This name already used." });
  });

  it("answers a failed request contract with 400 and the field's message", async () => {
    const response = await app.inject({ method: "POST", url: "/echo", payload: { amount: "" } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: "VALIDATION_FAILED",
      message: "amount: Amount is required",
    });
  });

  it("answers malformed JSON with 400 in the same shape", async () => {
    const response = await app.inject({
      method: "POST",
      url: "/echo",
      headers: { "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: "VALIDATION_FAILED", message: expect.any(String) });
  });

  it("hides the cause of unexpected failures", async () => {
    const response = await app.inject({ url: "/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "INTERNAL", message: "Internal server error" });
    expect(response.body).not.toContain("hunter2");
  });

  it("treats a response that breaks its contract as a 500", async () => {
    const response = await app.inject({ url: "/bad-response" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: "INTERNAL", message: "Internal server error" });
  });

  it("answers unknown paths with a JSON 404", async () => {
    const response = await app.inject({ url: "/api/nothing-here?x=1" });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: "NOT_FOUND", message: "Route GET /api/nothing-here not found" });
  });
});
