#include "ui/tree/TreeSearchQuery.h"

#include <QRegularExpression>

#include <algorithm>

namespace augur::ui {

TreeSearchQuery::TreeSearchQuery(const QString& text, const ParameterSpace& space) {
    const QString trimmed = text.trimmed();
    empty_ = trimmed.isEmpty();
    if (empty_) return;
    static const QRegularExpression idPattern(QStringLiteral("^#?\\s*(\\d+)$"));
    if (const auto m = idPattern.match(trimmed); m.hasMatch()) {
        bool ok = false;
        id_ = m.captured(1).toLongLong(&ok);
        if (!ok) id_ = kNoCandidate;
        impossible_ = !ok;
        return;
    }
    static const QRegularExpression separators(QStringLiteral("[\\s,]+"));
    const auto& params = space.parameters();
    for (const QString& word : trimmed.split(separators, Qt::SkipEmptyParts)) {
        Term term(params.size());
        const qsizetype eq = word.indexOf(QLatin1Char('='));
        const QString name = eq < 0 ? QString() : word.left(eq).trimmed();
        const QString value = eq < 0 ? QString() : word.mid(eq + 1).trimmed();
        // A parameter named exactly so: its value must be the one given.
        const auto named = std::find_if(params.begin(), params.end(), [&](const Parameter& p) {
            return !name.isEmpty() && QString::fromStdString(p.name).compare(name, Qt::CaseInsensitive) == 0;
        });
        bool any = false;
        for (std::size_t i = 0; i < params.size(); ++i) {
            const QString pname = QString::fromStdString(params[i].name);
            for (double v : params[i].values) {
                const QString shown = QString::fromStdString(formatParameterValue(v));
                const bool hit = named != params.end()
                    ? std::size_t(named - params.begin()) == i && shown.compare(value, Qt::CaseInsensitive) == 0
                    : (pname + QLatin1Char('=') + shown).contains(word, Qt::CaseInsensitive);
                if (!hit) continue;
                term[i].push_back(v);
                any = true;
            }
        }
        impossible_ = impossible_ || !any;
        terms_.push_back(std::move(term));
    }
}

bool TreeSearchQuery::matches(const Candidate& c) const {
    if (empty_ || impossible_) return false;
    if (isId()) return c.id == id_;
    if (c.configuration.size() != (terms_.empty() ? 0 : terms_.front().size())) return false;
    for (const Term& term : terms_) {
        bool hit = false;
        for (std::size_t i = 0; i < term.size() && !hit; ++i)
            hit = std::find(term[i].begin(), term[i].end(), c.configuration[i]) != term[i].end();
        if (!hit) return false;
    }
    return true;
}

std::vector<CandidateId> TreeSearchQuery::run(const std::vector<Candidate>& candidates) const {
    std::vector<CandidateId> found;
    if (empty_ || impossible_) return found;
    if (isId()) {
        for (const Candidate& c : candidates)
            if (c.id == id_) found.push_back(c.id);
        return found;
    }
    for (const Candidate& c : candidates)
        if (matches(c)) found.push_back(c.id);
    std::sort(found.begin(), found.end());
    return found;
}

} // namespace augur::ui
