#include "core/session/EndpointProbe.h"

#include "core/llm/client/LlmClient.h"

#include <exception>

namespace augur {

EndpointModels listEndpointModels(const LlmEndpoint& endpoint) {
    EndpointModels listing;
    try {
        listing.models = LlmClient(endpoint).listModels(listing.error);
    } catch (const std::exception& e) {
        listing.error = e.what();
    }
    return listing;
}

} // namespace augur
