#include "core/kernel/DeviceLimits.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace augur {

namespace {

DeviceLimits make(const char* arch, int major, int minor, int threadsPerSm, int blocksPerSm, long long sharedPerSm,
                  long long optin, long long reserved, int sharedUnit, std::vector<int> carveouts, int sms,
                  const char* device) {
    DeviceLimits d;
    d.arch = arch;
    d.computeMajor = major;
    d.computeMinor = minor;
    d.maxThreadsPerSm = threadsPerSm;
    d.maxBlocksPerSm = blocksPerSm;
    d.sharedPerSm = sharedPerSm;
    d.sharedPerBlockOptin = optin;
    d.reservedSharedPerBlock = reserved;
    d.sharedAllocationUnit = sharedUnit;
    d.carveoutsKiB = std::move(carveouts);
    d.multiprocessors = sms;
    d.exampleDevice = device;
    return d;
}

std::string lower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return out;
}

} // namespace

const std::vector<DeviceLimits>& DeviceLimits::table() {
    // Shared memory per SM is the largest carveout; per block opt-in limits are those the
    // driver reports (cudaDevAttrMaxSharedMemoryPerBlockOptin).
    static const std::vector<DeviceLimits> t = {
        make("sm_70", 7, 0, 2048, 32, 96 * 1024, 96 * 1024, 0, 256, {0, 8, 16, 32, 64, 96}, 80, "Tesla V100"),
        make("sm_75", 7, 5, 1024, 16, 64 * 1024, 64 * 1024, 0, 256, {32, 64}, 40, "Tesla T4"),
        make("sm_80", 8, 0, 2048, 32, 164 * 1024, 163 * 1024, 1024, 128, {0, 8, 16, 32, 64, 100, 132, 164}, 108,
             "A100"),
        make("sm_86", 8, 6, 1536, 16, 100 * 1024, 99 * 1024, 1024, 128, {0, 8, 16, 32, 64, 100}, 72, "A10"),
        make("sm_89", 8, 9, 1536, 24, 100 * 1024, 99 * 1024, 1024, 128, {0, 8, 16, 32, 64, 100}, 142, "L40S"),
        make("sm_90", 9, 0, 2048, 32, 228 * 1024, 227 * 1024, 1024, 128, {0, 8, 16, 32, 64, 100, 132, 164, 196, 228},
             132, "H100 SXM / H200"),
    };
    return t;
}

const DeviceLimits* DeviceLimits::forArch(std::string_view arch) {
    std::string digits;
    for (char c : arch)
        if (std::isdigit(static_cast<unsigned char>(c))) digits += c;
    if (digits.size() != 2) return nullptr;
    const std::string want = "sm_" + digits;
    for (const DeviceLimits& d : table())
        if (d.arch == want) return &d;
    return nullptr;
}

const DeviceLimits* DeviceLimits::forDeviceName(std::string_view name) {
    const std::string n = lower(name);
    // Longer, more specific names first ("a100" before "a10").
    static const std::pair<const char*, const char*> names[] = {
        {"h200", "sm_90"}, {"h100", "sm_90"},  {"gh200", "sm_90"}, {"h800", "sm_90"}, {"a100", "sm_80"},
        {"a800", "sm_80"}, {"a30", "sm_80"},   {"l40", "sm_89"},   {"l4", "sm_89"},   {"4090", "sm_89"},
        {"4080", "sm_89"}, {"ada", "sm_89"},   {"a10", "sm_86"},   {"a40", "sm_86"},  {"3090", "sm_86"},
        {"3080", "sm_86"}, {"a6000", "sm_86"}, {"t4", "sm_75"},    {"2080", "sm_75"}, {"turing", "sm_75"},
        {"v100", "sm_70"}, {"volta", "sm_70"},
    };
    for (const auto& [key, arch] : names)
        if (n.find(key) != std::string::npos) return forArch(arch);
    if (n.find("sm_") != std::string::npos || n.find("sm") == 0) return forArch(n);
    return nullptr;
}

} // namespace augur
