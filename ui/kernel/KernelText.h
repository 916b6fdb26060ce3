#pragma once
// Numbers of the Kernel dock written the way an engineer reads them: times in the unit that
// keeps three or four significant digits, speedups measured or forecast, byte counts.
#include "core/model/Candidate.h"

#include <QString>

#include <string>

namespace augur::ui {

/// Formatting shared by the Kernel dock's views.
class KernelText {
public:
    /// A duration given in ms, in µs below 1 ms, in s from 1,000 ms ("255.4 µs", "1.204 ms").
    static QString duration(double ms);
    /// Bytes with thousands separators, and KiB beside large ones ("49,152 B (48 KiB)").
    static QString bytes(long long bytes);
    /// A speedup: measured "1.041×", forecast "≈1.90×", or "—" when neither exists.
    static QString speedup(const Candidate& c);
    /// "(x, y, z)" of a launch dimension.
    static QString dim3(const long long (&d)[3]);
    /// The architecture `c` was measured on ("sm_90", from its report), or sm_90 when the
    /// report does not say: what compile-only views compile it for.
    static std::string archOf(const Candidate& c);
};

} // namespace augur::ui
