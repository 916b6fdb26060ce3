#pragma once
// Shared pieces of augur-cli's subcommands.
#include "core/engine/EngineEvent.h"
#include "core/model/SessionConfig.h"

#include <functional>
#include <string>

namespace augur::cli {

/// Path of the dataset the embedded default session replays: $AUGUR_DEFAULT_DATASET, else
/// Augur's own H200 measurements of the softmax_rows_f32 template
/// (resources/datasets/h200): from <program folder>/../share/augur (an installed copy or
/// the bundle), else the source tree, else the configured install prefix. Empty when none
/// is found.
/// A file or folder shipped with Augur (`relative` to resources/ in the source tree and to
/// share/augur when installed), looked up beside the program first; empty when absent.
std::string shippedPath(const std::string& relative);
/// The problem first offered for a GPU session (the row softmax of the suite); empty when absent.
std::string defaultProblemPath();
std::string defaultDatasetPath();

/// Default folder for session files: $AUGUR_SESSION_DIR, else $XDG_DATA_HOME/augur/sessions,
/// else ~/.local/share/augur/sessions. Created on demand.
std::string defaultSessionDir();

/// A new session file name in defaultSessionDir(), e.g. ".../convolution-20261129-233901.augur".
std::string newSessionPath(const std::string& stem);

/// Listener that prints one progress line per measurement, discovery and stop to stderr.
std::function<void(const EngineEvent&)> progressPrinter(int maxMeasurements);

/// Runs `body`, turning errors into a one-line message on stderr and an exit code:
/// InputError -> 2, anything else -> 1. The message passes through terminalSafe (no
/// newline), so it is one line whatever a file or a server put into it.
int guarded(const std::function<int()>& body);

/// `text` with everything that could drive a terminal made visible: the C0 control
/// characters (ESC included) except tab, DEL, the C1 controls U+0080..U+009F (CSI is
/// U+009B), the bidirectional controls U+202A..U+202E and U+2066..U+2069, and bytes that
/// are not UTF-8 become `\xHH` (C1: `\u00HH`, bidi: `\u20HH`). Newlines, and a
/// carriage return right before one, are kept when `keepNewlines`, else escaped too.
/// Everything else, backslashes included, is unchanged.
std::string terminalSafe(const std::string& text, bool keepNewlines);

/// Whether standard output is a terminal (then `show` escapes what it prints).
bool stdoutIsTerminal();

/// Whether cluster events ("slurm: job 7 running on n1 …") go to stderr: not with -q.
bool clusterEventsShown();
void setClusterEventsShown(bool shown);

} // namespace augur::cli
