import type { Config } from '../config';
import { createBuiltinInterviewer } from './providers/builtin/interviewer';
import { createOpenAiProvider } from './providers/openai';
import { withSafetyLayer } from './safety-layer';
import type { AssistantProvider } from './types';

/** A language model when LLM_BASE_URL and LLM_MODEL are set; the built-in interviewer otherwise. */
export function createProvider(config: Config): AssistantProvider {
  if (config.LLM_BASE_URL && config.LLM_MODEL) {
    // Hazard advice and priorities are kept in code around the model.
    return withSafetyLayer(
      createOpenAiProvider({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY || undefined,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_TIMEOUT_MS,
      }),
    );
  }
  return createBuiltinInterviewer();
}
