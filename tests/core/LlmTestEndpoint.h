#pragma once
// The endpoint profile the LLM suites point at their loopback test server: short retry
// delays so retried requests do not slow the suites down.
#include "core/llm/client/LlmEndpoint.h"
#include "tests/llm_server/LlmTestServer.h"

namespace augur {

inline LlmEndpoint testEndpoint(const test::LlmTestServer& server) {
    LlmEndpoint e;
    e.name = "test";
    e.baseUrl = server.baseUrl();
    e.model = "test-model";
    e.maxTokens = 1000;
    e.retry.baseDelayS = 0.02;
    e.retry.maxDelayS = 0.1;
    return e;
}

} // namespace augur
