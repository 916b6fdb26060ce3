#pragma once
// The recorded datasets the suites run on: the project's own H200 datasets (always in the
// checkout) and the ../shared ones (extra rows, present only beside a full workspace).
#include <QFileInfo>
#include <QString>
#include <QTest>

/// In a test function: skips the current row when `path` is a shared dataset that is not
/// there (an extra row), and fails when it is one of the project's own that is missing.
#define AUGUR_REQUIRE_DATASET(path)                                                                                    \
    do {                                                                                                               \
        const QString& augurDatasetPath = (path);                                                                      \
        if (!QFileInfo::exists(augurDatasetPath)) {                                                                    \
            QVERIFY2(augurDatasetPath.startsWith(QStringLiteral(AUGUR_SHARED_DATA)),                                   \
                     qPrintable(augurDatasetPath + ": a project dataset is missing"));                                 \
            QSKIP(qPrintable(augurDatasetPath + " not found (AUGUR_SHARED_DATA): an extra row"));                      \
        }                                                                                                              \
    } while (0)
