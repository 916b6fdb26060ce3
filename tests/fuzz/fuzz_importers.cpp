// libFuzzer target: evaluation record files through the importers (GPU Forecasters,
// KernelBench, Augur's export, and the format-sniffing loadEvaluationDataset); the first
// byte picks the reader. See FuzzInputs.h.
#include "FuzzInputs.h"

#include <unistd.h>

#include <cstdint>
#include <cstdlib>
#include <string>

namespace {
char scratchName[] = "/tmp/augur-fuzz-importers-XXXXXX";
void removeScratch() { unlink(scratchName); }
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string scratch = [] {
        const int fd = mkstemp(scratchName);
        if (fd < 0) std::abort();
        close(fd);
        std::atexit(removeScratch);
        return std::string(scratchName);
    }();
    augur::fuzz::importers(data, size, scratch);
    return 0;
}
