// libFuzzer target: problem.json through ProblemLoader (every malformed input must end in
// InputError, never a crash, a hang or another exception).
#include "core/base/InputError.h"
#include "core/problem/ProblemLoader.h"

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const std::string dir = [] {
        std::string d = "/tmp/augur-fuzz-problem-" + std::to_string(getpid());
        std::filesystem::create_directories(d);
        std::ofstream(d + "/ref.cu") << "extern \"C\" __global__ void k() {}\n";
        return d;
    }();
    std::ofstream(dir + "/problem.json", std::ios::binary)
        .write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    try {
        augur::Problem p = augur::ProblemLoader::load(dir);
        if (!p.space.empty()) augur::ProblemLoader::validConfigurations(p, 1000);
    } catch (const augur::InputError&) {}
    return 0;
}
