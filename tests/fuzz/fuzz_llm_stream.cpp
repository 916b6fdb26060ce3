// libFuzzer target: the bytes of a chat completion (server-sent events, or a plain JSON
// body) through LlmSseParser and LlmReplyAccumulator; the first byte sets the size of the
// pieces the stream arrives in. See FuzzInputs.h.
#include "FuzzInputs.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    augur::fuzz::llmStream(data, size);
    return 0;
}
