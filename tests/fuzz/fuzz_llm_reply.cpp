// libFuzzer target: a model's answer text through the reply parsers (bin probabilities,
// free-form kernel and configuration proposals against vector_add_f32, JSON extraction);
// the first byte picks the parser. See FuzzInputs.h.
#include "FuzzInputs.h"

#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const augur::Problem problem =
        augur::ProblemLoader::load(AUGUR_SOURCE_DIR "/resources/problems/vector_add_f32");
    augur::fuzz::llmReply(data, size, problem);
    return 0;
}
