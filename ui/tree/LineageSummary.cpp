#include "ui/tree/LineageSummary.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>

namespace augur::ui {

namespace {

/// The "note" of a launch plan (where an LLM's idea is kept), first line only.
QString noteOf(const std::string& launchesJson) {
    if (launchesJson.find("\"note\"") == std::string::npos) return {}; // most plans: no parse
    const QJsonObject plan = QJsonDocument::fromJson(QByteArray::fromStdString(launchesJson)).object();
    return plan.value(QStringLiteral("note")).toString().section(QLatin1Char('\n'), 0, 0).simplified();
}
} // namespace

QString LineageSummary::of(const Candidate& c, const Candidate* parent, const ParameterSpace& space) {
    if (c.origin == Origin::Reference) return {}; // its label says "ref" already
    if (c.rejection)
        return QCoreApplication::translate("LineageSummary", "rejected: %1")
            .arg(QString::fromStdString(c.rejection->reason).simplified());
    if (const QString note = noteOf(c.launchesJson); !note.isEmpty()) return note;
    if (!c.configuration.empty() && parent && !parent->configuration.empty()) {
        QStringList changed;
        const auto& params = space.parameters();
        for (std::size_t i = 0; i < params.size() && i < c.configuration.size() && i < parent->configuration.size();
             ++i)
            if (c.configuration[i] != parent->configuration[i])
                changed << QString::fromStdString(params[i].name) + QLatin1Char('=') +
                        QString::fromStdString(formatParameterValue(c.configuration[i]));
        return changed.join(QStringLiteral(", "));
    }
    if (!c.source.empty())
        return c.origin == Origin::User ? QCoreApplication::translate("LineageSummary", "own kernel") : QString();
    return {};
}

} // namespace augur::ui
