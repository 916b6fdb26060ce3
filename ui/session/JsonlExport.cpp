#include "ui/session/JsonlExport.h"

#include "core/base/InputError.h"
#include "core/base/OutputGuard.h"
#include "core/model/CandidateJson.h"
#include "core/model/Session.h"
#include "core/datasets/EvaluationDataset.h"
#include "core/evaluation/RlExport.h"

#include <QCoreApplication>
#include <QSaveFile>

#include <algorithm>
#include <sstream>

namespace augur::ui {

namespace {
/// False with `*error` set when `path` is a file the session reads, or a session file.
bool mayOverwrite(const QString& path, const SessionConfig& config, QString* error) {
    try {
        refuseOverwritingInputs(path.toStdString(), "export",
                                {config.datasetPath, config.problemPath, config.priorPath, config.endpointsFile});
        return true;
    } catch (const InputError& e) {
        *error = QString::fromStdString(e.what());
        return false;
    }
}
} // namespace

bool JsonlExport::write(const QString& path, const Problem& problem, const SessionConfig& config,
                        const std::vector<Candidate>& candidates, QString* error) {
    // exportRecord reads the problem (parameter names) from a Session; rebuild one from the copy.
    std::vector<const Candidate*> ordered;
    ordered.reserve(candidates.size());
    for (const Candidate& c : candidates) ordered.push_back(&c);
    std::sort(ordered.begin(), ordered.end(), [](const Candidate* a, const Candidate* b) { return a->id < b->id; });
    if (!mayOverwrite(path, config, error)) return false;
    Session session(problem, config);
    try {
        for (const Candidate* c : ordered) session.restore(*c);
    } catch (const std::exception& e) {
        *error = QCoreApplication::translate("JsonlExport", "the candidates do not form a tree: %1")
                     .arg(QString::fromUtf8(e.what()));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("JsonlExport", "cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    for (const Candidate& c : session.candidates()) {
        const std::string line = exportRecord(session, c).dump() + '\n';
        if (file.write(line.data(), static_cast<qint64>(line.size())) != static_cast<qint64>(line.size())) break;
    }
    if (!file.commit()) {
        *error = QCoreApplication::translate("JsonlExport", "cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool JsonlExport::writeRl(const QString& path, const Problem& problem, const SessionConfig& config,
                          const std::vector<Candidate>& candidates, QString* error) {
    if (!mayOverwrite(path, config, error)) return false;
    std::vector<Candidate> ordered = candidates;
    std::sort(ordered.begin(), ordered.end(), [](const Candidate& a, const Candidate& b) { return a.id < b.id; });
    std::ostringstream text;
    RlExport::write(EvaluationDataset::fromSession(problem, ordered), text);
    QSaveFile file(path);
    const std::string bytes = text.str();
    if (!file.open(QIODevice::WriteOnly) ||
        file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size()) ||
        !file.commit()) {
        *error = QCoreApplication::translate("JsonlExport", "cannot write %1: %2").arg(path, file.errorString());
        return false;
    }
    return true;
}

} // namespace augur::ui
