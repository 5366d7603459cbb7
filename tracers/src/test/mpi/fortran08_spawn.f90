! The same as fortran_spawn.f90 through mpi_f08 and MPI_Comm_spawn_multiple: two commands (this
! program) of one process each make one spawned world of 2, which splits, merges and disconnects
! like spawn.c's children. ierror is left out, as f08 allows.
program fortran08_spawn
  use mpi_f08
  implicit none
  integer :: rank, maxprocs(2)
  type(MPI_Comm) :: parent, inter, merged, halves
  type(MPI_Info) :: infos(2)
  character(len=4096) :: commands(2)
  call MPI_Init()
  call MPI_Comm_get_parent(parent)
  call MPI_Comm_rank(MPI_COMM_WORLD, rank)
  if (parent == MPI_COMM_NULL) then
    call get_command_argument(0, commands(1))
    commands(2) = commands(1)
    maxprocs = 1
    infos = MPI_INFO_NULL
    call MPI_Comm_spawn_multiple(2, commands, MPI_ARGVS_NULL, maxprocs, infos, 0, MPI_COMM_WORLD, inter, &
                                 MPI_ERRCODES_IGNORE)
    call MPI_Intercomm_merge(inter, .false., merged)
  else
    inter = parent
    call MPI_Comm_split(MPI_COMM_WORLD, 0, -rank, halves)
    call MPI_Comm_free(halves)
    call MPI_Intercomm_merge(inter, .true., merged)
  end if
  call MPI_Comm_free(merged)
  call MPI_Comm_disconnect(inter)
  if (parent == MPI_COMM_NULL .and. rank == 0) print '(a)', 'fortran08 spawn: ok'
  call MPI_Finalize()
end program fortran08_spawn
