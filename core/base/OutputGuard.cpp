#include "core/base/OutputGuard.h"

#include "core/base/InputError.h"

#include <algorithm>
#include <filesystem>
#include <fstream>

namespace fs = std::filesystem;

namespace augur {

void refuseOverwritingInputs(const std::string& out, const std::string& option,
                             const std::vector<std::string>& inputs) {
    std::error_code ec;
    // A link is never written through: it may lead anywhere (an input, a session, a file
    // of another program), whatever its name says. A dangling one too.
    if (fs::is_symlink(out, ec))
        throw InputError(out, option, "is a symbolic link; outputs are never written through one");
    if (!fs::exists(out, ec)) return;
    if (fs::is_directory(out, ec)) throw InputError(out, option, "is a folder");
    const fs::path target = fs::weakly_canonical(out, ec);
    for (const std::string& in : inputs) {
        if (in.empty()) continue;
        if (fs::equivalent(out, in, ec))
            throw InputError(out, option, "is an input (" + in + "), which is never overwritten");
        if (fs::is_directory(in, ec)) {
            const fs::path folder = fs::weakly_canonical(in, ec);
            const auto [end, _] = std::mismatch(folder.begin(), folder.end(), target.begin(), target.end());
            if (!ec && end == folder.end())
                throw InputError(out, option, "lies in the input folder " + in + ", whose files are never overwritten");
        }
    }
    std::ifstream probe(out, std::ios::binary);
    char head[16] = {};
    probe.read(head, sizeof head);
    if (std::string(head, 15) == "SQLite format 3")
        throw InputError(out, option, "is a session file; it is never overwritten");
}

} // namespace augur
