#pragma once
// The "test connection" of an LLM endpoint, for the GUI: what it needs of the LLM client.
#include "core/llm/client/LlmEndpoint.h"

#include <string>
#include <vector>

namespace augur {

/// The models an LLM endpoint serves, or why they could not be listed.
struct EndpointModels {
    std::vector<std::string> models;
    std::string error; ///< one line; empty when the endpoint answered
};

/// Asks `endpoint` once for the models it serves (GET {base_url}/models). Never throws:
/// an unset key variable or a credential in the URL comes back as `error`, like a refused
/// connection. Blocks for the request (its timeout), so callers run it off the GUI thread.
EndpointModels listEndpointModels(const LlmEndpoint& endpoint);

} // namespace augur
