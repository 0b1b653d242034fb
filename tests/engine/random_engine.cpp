// A USI engine that plays a uniformly random legal move: the "random mover" a level-1 opponent must beat
// (shogiban-cli match --engine2 build/bin/random-usi-engine). Not installed; a measuring tool.
#include "rules/MoveGenerator.h"
#include "rules/Sfen.h"
#include "rules/Usi.h"

#include <iostream>
#include <random>
#include <sstream>
#include <string>

int main() {
    std::mt19937_64 rng(std::random_device{}());
    shogi::VariantKind variant = shogi::VariantKind::Standard;
    shogi::Position pos = *shogi::sfen::parse(shogi::Variant::get(variant).startSfen);
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::string cmd;
        in >> cmd;
        if (cmd == "usi") {
            std::cout << "id name Random mover\nid author the Shogiban developers\n"
                      << "option name USI_Variant type combo default standard var standard var gorogoro var "
                         "minishogi\n"
                      << "usiok" << std::endl;
        } else if (cmd == "isready") {
            std::cout << "readyok" << std::endl;
        } else if (cmd == "setoption") {
            std::string word, name, value;
            in >> word >> name >> word >> value;
            if (name == "USI_Variant")
                if (auto v = shogi::Variant::fromId(value)) variant = *v;
        } else if (cmd == "position") {
            std::string kind, word;
            in >> kind;
            std::string sfen(shogi::Variant::get(variant).startSfen);
            if (kind == "sfen") {
                sfen.clear();
                while (in >> word && word != "moves")
                    sfen += (sfen.empty() ? "" : " ") + word;
            } else {
                in >> word; // "moves"
            }
            pos = *shogi::sfen::parseComposed(sfen, variant);
            while (in >> word)
                pos.doMove(*shogi::usi::parseMove(word, pos.variant()));
        } else if (cmd == "go") {
            shogi::MoveList list;
            shogi::movegen::legalMoves(pos, list);
            if (list.empty())
                std::cout << "bestmove resign" << std::endl;
            else
                std::cout << "bestmove " << shogi::usi::format(list[int(rng() % unsigned(list.size()))])
                          << std::endl;
        } else if (cmd == "quit") {
            return 0;
        }
    }
    return 0;
}
