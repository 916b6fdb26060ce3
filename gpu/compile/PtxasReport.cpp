#include "gpu/compile/PtxasReport.h"

#include <regex>
#include <sstream>

namespace augur::gpu {

PtxasReport PtxasReport::parse(const std::string& log) {
    // ptxas prints, per function:
    //   ptxas info    : Compiling entry function 'k' for 'sm_90'
    //   ptxas info    : Function properties for k
    //       0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads
    //   ptxas info    : Used 32 registers, used 1 barriers, 1024 bytes smem, 380 bytes cmem[0]
    static const std::regex entry(R"(Compiling entry function '([^']+)')");
    static const std::regex props(R"(Function properties for (\S+))");
    static const std::regex frame(R"((\d+) bytes stack frame, (\d+) bytes spill stores, (\d+) bytes spill loads)");
    static const std::regex used(R"(Used (\d+) registers)");
    static const std::regex smem(R"((\d+) bytes smem)");
    static const std::regex cmem(R"((\d+) bytes cmem\[0\])");
    PtxasReport report;
    std::string current;
    std::istringstream in(log);
    std::string line;
    std::smatch m;
    while (std::getline(in, line)) {
        if (std::regex_search(line, m, entry)) {
            current = m[1];
            report.kernels[current];
        } else if (std::regex_search(line, m, props)) {
            current = m[1];
        } else if (!current.empty() && std::regex_search(line, m, frame)) {
            auto& k = report.kernels[current];
            k.stackBytes = std::stoll(m[1]);
            k.spillStoreBytes = std::stoll(m[2]);
            k.spillLoadBytes = std::stoll(m[3]);
        } else if (!current.empty() && std::regex_search(line, m, used)) {
            auto& k = report.kernels[current];
            k.registers = std::stoi(m[1]);
            if (std::regex_search(line, m, smem)) k.sharedBytes = std::stoll(m[1]);
            if (std::regex_search(line, m, cmem)) k.constantBytes = std::stoll(m[1]);
        }
    }
    return report;
}

} // namespace augur::gpu
