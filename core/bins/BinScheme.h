#pragma once
// The gf-v2 ordinal speedup bin scheme (GPU Forecasters, 2026; docs/design.md "Speedup bins").
#include <array>
#include <string>
#include <string_view>

namespace augur {

/// Number of ordinal bins in every scheme Augur uses.
inline constexpr int kBinCount = 8;

/// Probabilities over the 8 bins, index 0 is bin 1.
using BinProbs = std::array<double, kBinCount>;

/// The gf-v2 scheme: bin k in 1..8 is clamp(floor(2·log2 S) + 4, 1, 8), with half-open
/// edges at S = 2^(j/2), j = -2..4 (0.5, 0.707, 1, 1.414, 2, 2.83, 4).
class BinScheme {
public:
    /// Scheme name stored with every forecast and session ("gf-v2").
    static constexpr std::string_view name() { return "gf-v2"; }

    /// Bin (1..8) of a speedup S = T_ref / T_cand. S must be > 0 and finite;
    /// throws std::invalid_argument otherwise (a failed candidate has no bin).
    static int binOf(double speedup);

    /// Lower edge of bin k (1..8) as a speedup; 0 for bin 1.
    static double lowerEdge(int bin);

    /// Geometric midpoint m_k of bin k: 2^((k-3.5)/2) for bins 2..7, 2^-1.25 for bin 1
    /// and 2^2.25 for bin 8 (a quarter step beyond the open edge).
    static double midpoint(int bin);

    /// Expected speedup Σ p_k · m_k of a distribution over the bins.
    static double expectedSpeedup(const BinProbs& p);

    /// Human label of bin k, e.g. "parity to slight speedup" (English source string).
    static const char* label(int bin);

    /// Range text of bin k, e.g. "[1, 1.414)".
    static std::string rangeText(int bin);
};

} // namespace augur
