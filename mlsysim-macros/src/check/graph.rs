//! The order in which members are computed, each after the members it reads; a cycle is an
//! error that names every member in it.

use super::Deps;
use crate::errors::Errors;
use crate::model::Scenario;

pub fn order(s: &Scenario, deps: &[Deps], errors: &mut Errors) -> Option<Vec<usize>> {
    match topological(s.members.len(), deps) {
        Ok(order) => Some(order),
        Err(cycle) => {
            let names: Vec<String> = cycle
                .iter()
                .map(|&i| s.members[i].ident.to_string())
                .collect();
            errors.at(
                s.members[cycle[0]].ident.span(),
                format!("these members depend on each other in a cycle: {}; one of them must be computed from inputs alone", names.join(" -> ")),
            );
            None
        }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Mark {
    New,
    Open,
    Done,
}

/// Members ordered so each comes after those it reads; on a cycle, the members that form it.
fn topological(count: usize, deps: &[Deps]) -> Result<Vec<usize>, Vec<usize>> {
    let mut marks = vec![Mark::New; count];
    let mut order = Vec::with_capacity(count);
    for i in 0..count {
        visit(i, deps, &mut marks, &mut Vec::new(), &mut order)?;
    }
    Ok(order)
}

fn visit(
    i: usize,
    deps: &[Deps],
    marks: &mut [Mark],
    stack: &mut Vec<usize>,
    order: &mut Vec<usize>,
) -> Result<(), Vec<usize>> {
    match marks[i] {
        Mark::Done => return Ok(()),
        Mark::Open => {
            let start = stack.iter().position(|&j| j == i).unwrap_or(0);
            let mut cycle = stack[start..].to_vec();
            cycle.push(i);
            return Err(cycle);
        }
        Mark::New => {}
    }
    marks[i] = Mark::Open;
    stack.push(i);
    for &d in deps[i].members.iter().chain(&deps[i].calls) {
        visit(d, deps, marks, stack, order)?;
    }
    stack.pop();
    marks[i] = Mark::Done;
    order.push(i);
    Ok(())
}
