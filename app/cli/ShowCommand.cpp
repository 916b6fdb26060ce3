// `augur-cli show`: a candidate's kernel as the GUI's Kernel dock shows it — its source as
// it compiles (a template candidate: the #defines of its configuration above the
// template), its launch plan evaluated, or its diff against another candidate — so an
// engineer can edit it and hand it back with `augur-cli add`. On a terminal, control
// characters a source may hold (escape sequences, C1 controls, bytes that are not UTF-8)
// are shown as \xHH escapes (terminalSafe) instead of being acted on; written to a file or
// a pipe the bytes are exact, so `show > k.cu` and `add --source k.cu` round-trip.
#include "CliCommon.h"
#include "Commands.h"

#include "core/base/InputError.h"
#include "core/engine/Engine.h"
#include "core/session/SessionFactory.h"
#include "core/source/CandidateSourceView.h"
#include "core/source/SourceDiff.h"
#include "NumberOptions.h"

#include <iostream>
#include <memory>

namespace augur::cli {

namespace {

struct ShowOptions {
    std::string session;
    long long id = 0;
    std::string what = "source";
    long long against = -1;
    bool againstGiven = false;
    std::string escape = "auto"; ///< auto (on a terminal), always, never
};

const Candidate& candidateOf(const Session& s, long long id, const std::string& option) {
    if (!s.contains(id))
        throw InputError("command line", option,
                         "no candidate #" + std::to_string(id) + " (the session has " + std::to_string(s.size()) + ")");
    return s.at(id);
}

/// `text` as it goes to standard output: by default exact into a file or pipe and made
/// safe on a terminal.
std::string forStdout(const std::string& text, const std::string& escape) {
    const bool safe = escape == "always" || (escape == "auto" && stdoutIsTerminal());
    return safe ? terminalSafe(text, true) : text;
}

int runShow(const ShowOptions& o) {
    auto engine = SessionFactory::resume(o.session, false); // a reader: no lock
    const Session& s = engine->session();
    const Candidate& c = candidateOf(s, o.id, "--id");
    const Candidate* parent = s.contains(c.parent) ? &s.at(c.parent) : nullptr;
    if (o.what == "source") {
        const CandidateSourceView v = viewCandidateSource(s.problem(), c, parent);
        if (v.kind == CandidateSourceView::Kind::Unavailable)
            throw InputError(o.session, "candidate " + std::to_string(o.id), v.note);
        std::cout << forStdout(v.text, o.escape);
        if (!v.text.empty() && v.text.back() != '\n') std::cout << '\n';
        return 0;
    }
    if (o.what == "launches") {
        const std::string plan = editableLaunches(s.problem(), c);
        if (plan.empty())
            throw InputError(o.session, "candidate " + std::to_string(o.id), "no launch plan is recorded");
        std::cout << forStdout(plan, o.escape) << '\n';
        return 0;
    }
    // diff: against --against, else the parent.
    const Candidate* other = o.againstGiven ? &candidateOf(s, o.against, "--against") : parent;
    if (!other)
        throw InputError("command line", "--id",
                         "#" + std::to_string(c.id) + " has no parent to diff against; name one with --against");
    const std::string left = editableSource(s.problem(), *other), right = editableSource(s.problem(), c);
    if (left.empty() || right.empty())
        throw InputError(o.session, "candidate " + std::to_string(left.empty() ? other->id : c.id),
                         "no source is recorded");
    const SourceDiff d = SourceDiff::compute(left, right);
    if (!d.refused().empty()) throw InputError(o.session, "diff", d.refused());
    if (d.identical()) std::cerr << "augur-cli: #" << other->id << " and #" << c.id << " have identical sources\n";
    std::cout << forStdout(d.unifiedText("#" + std::to_string(other->id), "#" + std::to_string(c.id)), o.escape);
    return 0;
}

} // namespace

void addShowCommand(CLI::App& app) {
    auto o = std::make_shared<ShowOptions>();
    auto* cmd = app.add_subcommand("show", "Print a candidate's source as it compiles, its launch plan, or a diff");
    cmd->add_option("session", o->session, "Session file")->required();
    cmd->add_option("--id", o->id, "Candidate id (0 = the reference)")->required()->check(integerIn<CandidateId>(0));
    cmd->add_option("--what", o->what,
                    "source (as NVRTC compiles it), launches (the plan `add` reuses), or diff (unified, against "
                    "--against or the parent)")
        ->check(CLI::IsMember({"source", "launches", "diff"}));
    cmd->add_option("--escape", o->escape,
                    "Control characters in what is printed (escape sequences, C1 controls, bytes that are not "
                    "UTF-8) shown as \\xHH: auto (when standard output is a terminal), always, or never (exact bytes)")
        ->check(CLI::IsMember({"auto", "always", "never"}));
    auto* against = cmd->add_option("--against", o->against, "Candidate to diff against (default: the parent)")
                        ->check(integerIn<CandidateId>(0));
    cmd->callback([o, against] {
        o->againstGiven = against->count() > 0;
        setExitCode(guarded([&] {
            if (o->againstGiven && o->what != "diff")
                throw InputError("command line", "--against", "only with --what diff");
            return runShow(*o);
        }));
    });
}

} // namespace augur::cli
