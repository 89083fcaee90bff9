import { PredictRequest, PredictResponse, predictMessages } from '@contracts/predict';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';

describe('PredictRequest', () => {
  it('trims the message and defaults context and options', () => {
    expect(v.parse(PredictRequest, { message: '  hello  ' })).toEqual({
      message: 'hello',
      context: [],
      options: {},
    });
  });

  it('strips unknown keys', () => {
    const parsed = v.parse(PredictRequest, { message: 'hi', context: [], options: {}, isAdmin: true });
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  it.each([
    [{}, predictMessages.messageRequired],
    [{ message: '' }, predictMessages.messageRequired],
    [{ message: '   \n\t ' }, predictMessages.messageRequired],
    [{ message: 42 }, predictMessages.messageRequired],
    [{ message: 'x'.repeat(1001) }, predictMessages.messageTooLong],
    [{ message: 'hi', context: {} }, predictMessages.contextInvalid],
    [{ message: 'hi', options: [] }, predictMessages.optionsInvalid],
    [{ message: 'hi', options: null }, predictMessages.optionsInvalid],
  ])('rejects %j with its message', (input, message) => {
    const result = v.safeParse(PredictRequest, input);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(message);
  });

  it('accepts exactly 1000 characters after trimming', () => {
    expect(v.safeParse(PredictRequest, { message: ` ${'a'.repeat(1000)} ` }).success).toBe(true);
  });
});

describe('PredictResponse', () => {
  const valid = { text: 'Hello!', intent: 'greeting', confidence: 0.9, detected_language: 'en' };

  it('accepts a well-formed response', () => {
    expect(v.safeParse(PredictResponse, valid).success).toBe(true);
  });

  it.each([
    { ...valid, confidence: 1.01 },
    { ...valid, confidence: -0.1 },
    { ...valid, intent: 'weather' },
    { ...valid, detected_language: 'eng' },
    { ...valid, detected_language: 'EN' },
    { ...valid, text: undefined },
  ])('rejects %j', (response) => {
    expect(v.safeParse(PredictResponse, response).success).toBe(false);
  });
});
