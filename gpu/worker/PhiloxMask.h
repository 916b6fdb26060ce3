#pragma once
// The host twin of the harness's augur_philox_word (HarnessKernels.cpp): the same Philox
// word stream, so the host can unmask an element of a masked output for a message, and a
// test can check the device's stream against it.
#include <cstdint>

namespace augur::gpu {

/// Word `word` of the Philox4x32-10 stream under `key` (Salmon et al., "Parallel random
/// numbers: as easy as 1, 2, 3", SC 2011, section 4): counter (word/4 low and high halves,
/// two fixed words), lane word%4 of the block.
inline std::uint32_t philoxMaskWord(std::uint64_t word, std::uint64_t key) {
    std::uint32_t c0 = static_cast<std::uint32_t>(word >> 2), c1 = static_cast<std::uint32_t>(word >> 34),
                  c2 = 0x41554752u, c3 = 0x4D41534Bu;
    std::uint32_t k0 = static_cast<std::uint32_t>(key), k1 = static_cast<std::uint32_t>(key >> 32);
    for (int r = 0; r < 10; ++r) {
        const std::uint64_t p0 = 0xD2511F53ull * c0, p1 = 0xCD9E8D57ull * c2;
        const auto hi0 = static_cast<std::uint32_t>(p0 >> 32), lo0 = static_cast<std::uint32_t>(p0);
        const auto hi1 = static_cast<std::uint32_t>(p1 >> 32), lo1 = static_cast<std::uint32_t>(p1);
        c0 = hi1 ^ c1 ^ k0;
        c1 = lo1;
        c2 = hi0 ^ c3 ^ k1;
        c3 = lo0;
        k0 += 0x9E3779B9u;
        k1 += 0xBB67AE85u;
    }
    const unsigned lane = static_cast<unsigned>(word & 3);
    return lane == 0 ? c0 : lane == 1 ? c1 : lane == 2 ? c2 : c3;
}

} // namespace augur::gpu
