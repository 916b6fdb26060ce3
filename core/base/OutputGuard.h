#pragma once
// Output files (export -o, bundle -o, measure --json/--dataset, the GUI's exports) are checked
// before they are opened, because opening one for writing empties it: a typo must not
// destroy what the command reads or any session.
#include <string>
#include <vector>

namespace augur {

/// Throws InputError(out, option, ...) when writing `out` would destroy something: it is
/// a symbolic link, a folder, the same file as one of `inputs` (also through hard links),
/// a file inside an input that is a folder (a problem folder), or a session file (SQLite).
/// A path that does not exist yet passes.
void refuseOverwritingInputs(const std::string& out, const std::string& option, const std::vector<std::string>& inputs);

} // namespace augur
