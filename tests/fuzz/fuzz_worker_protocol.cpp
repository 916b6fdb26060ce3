// libFuzzer target: lines from a worker (replies, hello) and from the parent (requests,
// measure jobs) through the protocol decoders.
#include "core/problem/MeasureJob.h"
#include "gpu/protocol/WorkerProtocol.h"

#include <cstdint>
#include <stdexcept>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view line(reinterpret_cast<const char*>(data), size);
    try {
        augur::gpu::decodeReply(line, 0, 7);
    } catch (const augur::gpu::ProtocolError&) {}
    try {
        augur::gpu::decodeHello(line, 0);
    } catch (const augur::gpu::ProtocolError&) {}
    try {
        nlohmann::json r = augur::gpu::decodeRequest(line);
        if (r.contains("job")) augur::measureJobFromJson(r["job"]);
    } catch (const augur::gpu::ProtocolError&) {
    } catch (const std::invalid_argument&) {}
    augur::gpu::excerpt(line);
    return 0;
}
