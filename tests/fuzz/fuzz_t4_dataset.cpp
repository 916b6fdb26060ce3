// libFuzzer target: T4 / Augur dataset files (plain or gzip) through loadTuningDataset.
#include "core/base/InputError.h"
#include "core/datasets/TuningDataset.h"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string path = "/tmp/augur-fuzz-t4-" + std::to_string(getpid()) + ".json";
    std::ofstream(path, std::ios::binary)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    try {
        augur::loadTuningDataset(path);
    } catch (const augur::InputError&) {}
    return 0;
}
