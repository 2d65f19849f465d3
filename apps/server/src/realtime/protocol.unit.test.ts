import { describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL, parseEvent } from './db-bus';
import { checkHandshake, closeMessage, handleClientRecord, invocation, splitRecords } from './protocol';

describe('SignalR JSON records', () => {
  it('frames messages with the record separator', () => {
    expect(invocation('ReportCreated', [{ a: 1 }])).toBe(
      '{"type":1,"target":"ReportCreated","arguments":[{"a":1}]}\u001e',
    );
    expect(closeMessage('server_shutting_down', true)).toBe(
      '{"type":7,"error":"server_shutting_down","allowReconnect":true}\u001e',
    );
    expect(closeMessage('unauthenticated', false)).toBe('{"type":7,"error":"unauthenticated"}\u001e');
  });

  it('splits a message into records and refuses an unterminated one', () => {
    expect(splitRecords('{"type":6}\u001e{"type":6}\u001e')).toEqual(['{"type":6}', '{"type":6}']);
    expect(splitRecords('{"type":6}')).toBeNull();
  });

  it('accepts only the JSON protocol, version 1', () => {
    expect(checkHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
    expect(checkHandshake('{"protocol":"json","version":2}').ok).toBe(false);
    expect(checkHandshake('{"protocol":"messagepack","version":1}').ok).toBe(false);
    expect(checkHandshake('nonsense').ok).toBe(false);
  });

  it('answers client messages', () => {
    expect(handleClientRecord('{"type":6}')).toEqual({ kind: 'ignore' });
    expect(handleClientRecord('{"type":7}')).toEqual({ kind: 'close' });
    expect(handleClientRecord('{"type":1,"target":"Send","arguments":[]}')).toEqual({ kind: 'ignore' });
    expect(handleClientRecord('{"type":1,"invocationId":"4","target":"Send","arguments":[]}')).toEqual({
      kind: 'reply',
      text: '{"type":3,"invocationId":"4","error":"Unknown hub method \'Send\'"}\u001e',
    });
    expect(handleClientRecord('{"type":42}')).toEqual({ kind: 'invalid' });
    expect(handleClientRecord('[')).toEqual({ kind: 'invalid' });
  });
});

describe('bus payloads', () => {
  const reportId = '0b7e8c8e-3f5a-4d0c-9a57-2f7f4f1c3b11';
  const organisationId = '5a0f5a53-8a0c-4f8e-b0f4-1c1f0b6f8f0e';

  it('reads back what was published, keeping only the contract fields', () => {
    expect(EVENTS_CHANNEL).toBe('report_events');
    expect(
      parseEvent(
        JSON.stringify({ type: 'EventAdded', payload: { reportId, organisationId, kind: 'note', x: 1 } }),
      ),
    ).toEqual({ type: 'EventAdded', payload: { reportId, organisationId, kind: 'note' } });
  });

  it('ignores anything else', () => {
    expect(parseEvent('not json')).toBeNull();
    expect(parseEvent(JSON.stringify({ type: 'toString', payload: {} }))).toBeNull();
    expect(
      parseEvent(JSON.stringify({ type: 'ReportCreated', payload: { reportId: 'x', organisationId } })),
    ).toBeNull();
  });
});
