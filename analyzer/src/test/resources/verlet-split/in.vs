units lj
atom_style charge
lattice fcc 0.8442
region box block 0 6 0 6 0 6
create_box 2 box
create_atoms 1 box
mass * 1.0
set type 1 type/fraction 2 0.5 12345
set type 1 charge 1.0
set type 2 charge -1.0
velocity all create 1.0 87287 loop geom
pair_style lj/cut/coul/long 2.5
pair_coeff * * 1.0 1.0
kspace_style pppm 1.0e-3
neighbor 0.3 bin
fix 1 all nve
run_style verlet/split
thermo 10
run 20
