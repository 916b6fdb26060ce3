// Walking a tunable space (docs/problem-format.md, "Tunable template"): every suite problem
// and a synthetic 10^5-point space with ten valid configurations, walked the way loading,
// `measure --all-configs` and the backends' space sizes do, two ways, each in its own child
// process so peak RSS is its own:
//   per-call   the product materialised, then each configuration checked with
//              ProblemLoader::satisfiesRestrictions (every restriction parsed per call);
//   compiled   ProblemLoader::validConfigurations (the product walked one point at a time,
//              the restrictions compiled once: SpaceRestrictions).
// Prints, per space, both times, both peak RSS and the ratios compiled / per-call.
// Run by tests/bench/run_space_walk.sh.
#include "core/problem/ProblemLoader.h"

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace augur;
namespace fs = std::filesystem;

namespace {

struct Run {
    double ms = 0;
    long rssKb = 0;
    long valid = 0;
};

/// Runs `walk` (which returns the number of valid configurations) in a child; its wall time
/// and peak RSS come back through a pipe and wait4.
template <class Walk>
Run inChild(Walk walk) {
    int fds[2];
    if (pipe(fds) != 0) return {};
    const pid_t pid = fork();
    if (pid == 0) {
        close(fds[0]);
        const auto t0 = std::chrono::steady_clock::now();
        const long valid = walk();
        const double ms = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        const double out[2] = {ms, static_cast<double>(valid)};
        (void)!write(fds[1], out, sizeof out);
        _exit(0);
    }
    close(fds[1]);
    double in[2] = {0, 0};
    (void)!read(fds[0], in, sizeof in);
    close(fds[0]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    return {in[0], usage.ru_maxrss, static_cast<long>(in[1])};
}

void walkBothWays(const std::string& label, const Problem& p) {
    const Run perCall = inChild([&] {
        long n = 0;
        for (const auto& c : p.space.enumerate(1'000'000)) n += ProblemLoader::satisfiesRestrictions(p, c) ? 1 : 0;
        return n;
    });
    const Run compiled =
        inChild([&] { return static_cast<long>(ProblemLoader::validConfigurations(p, 1'000'000).size()); });
    std::printf("%-28s %8ld %10.1f %10.1f %7.3f %9ld %9ld %7.3f%s\n", label.c_str(), compiled.valid, perCall.ms,
                compiled.ms, compiled.ms / perCall.ms, perCall.rssKb, compiled.rssKb,
                static_cast<double>(compiled.rssKb) / static_cast<double>(perCall.rssKb),
                perCall.valid == compiled.valid ? "" : "  (counts differ!)");
}

} // namespace

int main(int argc, char** argv) {
    const fs::path problems = argc > 1 ? fs::path(argv[1]) : fs::path(AUGUR_SOURCE_DIR) / "resources" / "problems";
    std::printf("%-28s %8s %10s %10s %7s %9s %9s %7s\n", "space", "valid", "per-call", "compiled", "time", "RSS KB",
                "RSS KB", "RSS");
    std::printf("%-28s %8s %10s %10s %7s %9s %9s %7s\n", "", "", "ms", "ms", "ratio", "per-call", "compiled", "ratio");
    std::vector<fs::path> folders;
    for (const auto& e : fs::directory_iterator(problems))
        if (e.is_directory() && e.path().filename().string()[0] != '_') folders.push_back(e.path());
    std::sort(folders.begin(), folders.end());
    for (const auto& f : folders) walkBothWays(f.filename().string(), ProblemLoader::load(f.string()));

    // Five parameters of ten values with a restriction that keeps the diagonal: 10^5
    // points, 10 valid (a wide template whose restrictions reject almost everything).
    const fs::path dir = fs::temp_directory_path() / ("augur_bench_space_" + std::to_string(getpid()));
    fs::create_directories(dir);
    std::ofstream(dir / "k.cu") << "extern \"C\" __global__ void k(float* c, int n) {}\n";
    std::ofstream(dir / "problem.json") << R"J({
  "name": "wide", "sizes": {"n": 1024},
  "buffers": [{"name": "c", "dtype": "f32", "count": "n", "role": "output"}],
  "reference": {"source": "k.cu", "launches": [{"kernel": "k", "grid": [4, 1, 1], "block": [256, 1, 1], "args": ["c", "n"]}]},
  "tunable": {"source": "k.cu",
    "params": {"P": [0,1,2,3,4,5,6,7,8,9], "Q": [0,1,2,3,4,5,6,7,8,9], "R": [0,1,2,3,4,5,6,7,8,9],
               "S": [0,1,2,3,4,5,6,7,8,9], "T": [0,1,2,3,4,5,6,7,8,9]},
    "restrictions": ["P == Q", "Q == R", "R == S", "S == T", "n % 256 == 0"],
    "launches": [{"kernel": "k", "grid": [4, 1, 1], "block": [256, 1, 1], "args": ["c", "n"]}]}
})J";
    walkBothWays("synthetic 10^5, 10 valid", ProblemLoader::load((dir / "problem.json").string()));
    fs::remove_all(dir);
    return 0;
}
